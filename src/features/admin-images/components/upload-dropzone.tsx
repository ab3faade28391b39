import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useRef, useState, type DragEvent } from 'react';
import { UploadIcon } from '@/components/icons/admin';
import { MAX_IMAGE_SIZE_TEXT } from '@/shared/catalog';

export interface UploadDropzoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** 'Subir imágenes': a file picker (several at once) and a drop area for files dragged in. */
export function UploadDropzone({ onFiles, disabled = false }: UploadDropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="center"
      gap="3"
      px="5"
      py="6"
      rounded="xl"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.500' : 'gray.300'}
      bg={over ? 'brand.50' : 'gray.50'}
      transition="background 0.15s, border-color 0.15s"
      textAlign="center"
      data-testid="image-dropzone"
      onDragEnter={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
    >
      <Box color="brand.600" fontSize="2xl" display={{ base: 'none', sm: 'block' }}>
        <UploadIcon />
      </Box>
      <Text color="fg.muted" fontSize="sm">
        Arrastre imágenes aquí (JPEG, PNG, WebP, AVIF o GIF; hasta {MAX_IMAGE_SIZE_TEXT} cada una) o
      </Text>
      <Button
        colorPalette="accent"
        size="sm"
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
      >
        <UploadIcon />
        Subir imágenes
      </Button>
      <chakra.input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        srOnly
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-file-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </Flex>
  );
}
