import { Box, Field, Textarea } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/button';
import { useState, type FormEvent } from 'react';
import { SendIcon, WhatsAppIcon } from '@/components/icons';
import { whatsappUrl } from '@/config/company';

/** Sent when the box is left empty: the chat still opens with a greeting. */
export const DEFAULT_WHATSAPP_TEXT =
  'Hola, quisiera más información sobre sus productos y servicios.';

/** A free-text question that opens WhatsApp, in a new tab, with the text prefilled. */
export function WhatsAppForm() {
  const [text, setText] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    window.open(whatsappUrl(text.trim() || DEFAULT_WHATSAPP_TEXT), '_blank', 'noopener,noreferrer');
  };

  return (
    <Box as="form" onSubmit={send} w="full">
      <Field.Root>
        <Field.Label fontWeight="semibold" display="flex" alignItems="center" gap="2" color="fg">
          <Box as="span" color="#1f8f4e" fontSize="lg" display="inline-flex">
            <WhatsAppIcon />
          </Box>
          Consultanos por WhatsApp
        </Field.Label>
        <Box position="relative" w="full">
          <Textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send(event);
            }}
            placeholder="Escriba su consulta…"
            rows={3}
            maxLength={1000}
            resize="vertical"
            pe="14"
            bg="bg"
            borderColor="border.emphasized"
            _focusVisible={{
              borderColor: 'brand.500',
              outline: '1px solid',
              outlineColor: 'brand.500',
            }}
          />
          <IconButton
            type="submit"
            aria-label="Enviar por WhatsApp"
            title="Enviar por WhatsApp"
            position="absolute"
            right="2"
            bottom="2"
            zIndex={1}
            rounded="full"
            bg="#1f8f4e"
            color="white"
            _hover={{ bg: '#18733e' }}
          >
            <SendIcon />
          </IconButton>
        </Box>
        <Field.HelperText color="fg.muted">
          Se abrirá WhatsApp con su mensaje listo para enviar.
        </Field.HelperText>
      </Field.Root>
    </Box>
  );
}
