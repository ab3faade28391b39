/** The company section's copy (SPEC.md §1: a Bolivian company developing precision agriculture). */
export const companyAccordion = [
  {
    value: 'quienes-somos',
    title: '¿Quienes somos?',
    paragraphs: [
      'Somos una empresa boliviana con sede en Cochabamba que desarrolla soluciones de agricultura de precisión para productores de los valles, el altiplano y el oriente del país. Diseñamos y construimos invernaderos, proveemos maquinaria y equipos agrícolas, equipamos laboratorios de análisis de suelo, agua y tejido vegetal, e instalamos sistemas de riego tecnificado por goteo, aspersión y fertirriego.',
      'Acompañamos a cada cliente desde el diagnóstico hasta la cosecha: asesoría técnica en campo, cursos de capacitación para productores y técnicos, y servicio posventa con repuestos disponibles en Bolivia. Trabajamos con pequeños productores, asociaciones, empresas agroindustriales, universidades e instituciones públicas.',
      'Creemos que medir es el primer paso para producir mejor: con datos de suelo, clima y agua, cada decisión sobre el cultivo usa el recurso justo, en el lugar y el momento justos.',
    ],
  },
  {
    value: 'mision',
    title: 'Misión',
    paragraphs: [
      'Poner la agricultura de precisión al alcance de los productores bolivianos con tecnología confiable, instalación profesional y acompañamiento técnico cercano, para que produzcan más y mejor cuidando el suelo y el agua.',
    ],
  },
  {
    value: 'vision',
    title: 'Visión',
    paragraphs: [
      'Ser la empresa de referencia en tecnología agrícola de Bolivia, reconocida por transformar la forma en que el país produce sus alimentos con soluciones medibles, sostenibles y pensadas para nuestra realidad.',
    ],
  },
] as const;

/** What the company does, one line each, shown beside the accordion. */
export const companyPillars = [
  {
    title: 'Invernaderos',
    text: 'Estructuras diseñadas para el clima de cada región, con control de ventilación y sombra.',
  },
  {
    title: 'Maquinaria y equipos',
    text: 'Equipos agrícolas seleccionados, con repuestos y servicio técnico en el país.',
  },
  { title: 'Laboratorios', text: 'Análisis de suelo, agua y foliares para decidir con datos.' },
  {
    title: 'Riego tecnificado',
    text: 'Goteo, aspersión y fertirriego: el agua justa para cada cultivo.',
  },
  { title: 'Capacitación', text: 'Cursos y asesorías en campo para productores y técnicos.' },
] as const;
