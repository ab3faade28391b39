import { Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { company } from '@/config/company';
import { useDocumentTitle } from '@/lib/use-document-title';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg" color="brand.700">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** /privacidad: what the site counts of its visits, what it never keeps, and for how long. */
export default function PrivacyPage() {
  useDocumentTitle('Privacidad');
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <SectionHeading as="h1" eyebrow="Privacidad" title="Qué contamos de su visita" />
      <Stack gap="8" mt="6" lineHeight="tall">
        <Text>
          {company.brand} cuenta cuántas veces se miran, cotizan y piden sus productos y servicios,
          para saber qué interesa a sus clientes. Lo hace en su propio sitio, sin servicios de
          terceros y sin cookies.
        </Text>
        <Section title="Qué contamos">
          <List.Root ps="5" gap="1">
            <List.Item>Las vistas de la página de un producto o servicio y de sus fotos.</List.Item>
            <List.Item>
              Cuándo se agrega a la cotización, se envía la cotización por WhatsApp (con sus ítems y
              cantidades) o se usa «Realizar pedido» / «Solicitar servicio».
            </List.Item>
            <List.Item>Cuándo se comparte o se copia el enlace de un ítem.</List.Item>
            <List.Item>
              Lo que se escribe en el buscador (en minúsculas) y cuántos resultados encontró.
            </List.Item>
          </List.Root>
          <Text>
            Guardamos solo totales por día: cuántas veces ocurrió cada cosa y cuántas personas
            distintas lo hicieron ese día. Para contar personas distintas sin saber quiénes son,
            combinamos parte de la dirección de red y el tipo de navegador con una clave al azar que
            cambia cada día; el resultado no permite volver a la dirección ni al navegador.
          </Text>
        </Section>
        <Section title="Qué no guardamos nunca">
          <List.Root ps="5" gap="1">
            <List.Item>Cookies ni identificadores en su navegador.</List.Item>
            <List.Item>Su dirección IP ni su tipo de navegador.</List.Item>
            <List.Item>Cada evento por separado: solo sumas por día.</List.Item>
            <List.Item>Su nombre, su ciudad ni el mensaje que envía por WhatsApp.</List.Item>
          </List.Root>
          <Text>
            Si su navegador pide no ser rastreado («Do Not Track» o «Global Privacy Control»), no
            contamos nada de su visita. Tampoco contamos a los robots.
          </Text>
        </Section>
        <Section title="Por cuánto tiempo">
          <Text>
            La clave diaria y lo que sirve para no contar dos veces a la misma persona se borran a
            las 48 horas. Los totales por día no identifican a nadie y se conservan mientras el
            sitio exista, para comparar meses y temporadas.
          </Text>
          <Text>
            Si no tiene conexión, su navegador guarda los eventos pendientes (solo el tipo de acción
            y el ítem, nunca datos suyos) y los envía cuando vuelve la conexión.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
