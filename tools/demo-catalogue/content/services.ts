/** Services: construction (1), irrigation installation (2), courses (3), advice (4), agricultural lab (5). */
import { type Draft, pick, pickN, price, type Rand } from './kit';

/* ----------------------------------------------------------- construction */

interface Structure {
  name: (place: string) => string;
  intro: string;
  features: string[];
  range: [number, number];
  places: string[];
}

const VALLEYS = [
  'el valle alto de Cochabamba',
  'Sacaba',
  'Quillacollo',
  'Tiquipaya',
  'Punata',
  'el valle central de Tarija',
  'San Lorenzo (Tarija)',
  'Yotala (Chuquisaca)',
  'Sucre',
  'Samaipata',
  'Comarapa',
];
const ALTIPLANO = [
  'Achocalla (La Paz)',
  'Viacha',
  'el altiplano de Oruro',
  'El Alto',
  'Patacamaya',
  'las orillas del lago Titicaca',
];
const LOWLANDS = [
  'Okinawa (Santa Cruz)',
  'Warnes',
  'Cotoca',
  'Caranavi (Yungas)',
  'Yacuiba',
  'Montero',
];

const BUILD_COMMON = [
  'Visita técnica, levantamiento del terreno y <strong>diseño a medida</strong>',
  'Materiales, transporte y montaje por cuadrillas propias',
  'Dirección técnica de un ingeniero agrónomo durante toda la obra',
  '<strong>Garantía de 2 años</strong> en estructura y mano de obra',
  'Entrega con manual de mantenimiento y capacitación al productor',
];

const STRUCTURES: Structure[] = [
  {
    name: (p) => `Construcción de invernadero túnel de 500 m² en ${p}`,
    intro:
      'Construimos su invernadero túnel llave en mano, desde la nivelación del terreno hasta la instalación del film y las puertas.',
    features: [
      'Cinco naves túnel de 8 × 12,5 m o una nave continua según el terreno',
      'Film térmico de 200 micrones con filtro UV',
    ],
    range: [60_000, 90_000],
    places: VALLEYS,
  },
  {
    name: (p) => `Construcción de invernadero túnel de 1.000 m² en ${p}`,
    intro:
      'Proyecto de invernadero túnel de 1.000 m² (una décima de hectárea) para producción comercial de tomate, pimentón o frutilla.',
    features: [
      'Arcos galvanizados cada 2 m y ventilación lateral enrollable',
      'Canaletas y drenaje perimetral',
    ],
    range: [95_000, 160_000],
    places: VALLEYS,
  },
  {
    name: (p) => `Construcción de invernadero multicapilla de 2.000 m² en ${p}`,
    intro:
      'Invernadero de naves unidas para producción intensiva, con ventilación cenital y canaletas para cosecha de agua de lluvia.',
    features: [
      'Naves de 8 m con altura a canaleta de 4 m',
      '<strong>Ventilación cenital</strong> y cortinas laterales',
    ],
    range: [280_000, 400_000],
    places: [...VALLEYS, ...LOWLANDS],
  },
  {
    name: (p) => `Construcción de carpa solar de 120 m² en ${p}`,
    intro:
      'La carpa solar permite producir hortalizas todo el año en el altiplano. Combinamos muros de adobe que guardan el calor con techo de agrofilm de doble capa.',
    features: [
      'Muros de adobe o ladrillo con cimiento de piedra',
      'Techo de agrofilm de 250 micrones y ventanas cenitales',
    ],
    range: [14_000, 24_000],
    places: ALTIPLANO,
  },
  {
    name: (p) => `Construcción de casa malla antiáfido de 1.000 m² en ${p}`,
    intro:
      'Estructura con malla antiáfido para producir semilla de papa y hortalizas libres de virus.',
    features: ['Malla de 50 mesh con protección UV', 'Doble puerta con antecámara sanitaria'],
    range: [70_000, 110_000],
    places: [...VALLEYS, ...ALTIPLANO],
  },
  {
    name: (p) => `Construcción de sombreadero de 1.000 m² en ${p}`,
    intro:
      'Sombreadero con malla raschel para proteger hortalizas de hoja, viveros y plantines del sol intenso y las lluvias fuertes de los llanos.',
    features: [
      'Malla raschel de 35 a 65 % de sombra',
      'Postes de madera tratada o tubo galvanizado',
    ],
    range: [35_000, 60_000],
    places: LOWLANDS,
  },
  {
    name: (p) => `Construcción de vivero frutícola y forestal en ${p}`,
    intro:
      'Vivero con área de almácigos, platabandas de repique y sombreadero, listo para producir plantines de frutales y especies forestales nativas.',
    features: [
      'Platabandas con sustrato y riego por microaspersión',
      'Área de injertación y de endurecimiento',
    ],
    range: [28_000, 55_000],
    places: [...VALLEYS, ...LOWLANDS],
  },
  {
    name: (p) => `Construcción de atajado de 1.000 m³ con geomembrana en ${p}`,
    intro:
      'El atajado cosecha el agua de lluvia para regar en la época seca. Excavamos, compactamos e impermeabilizamos con geomembrana soldada.',
    features: [
      'Excavación con maquinaria y taludes compactados',
      '<strong>Geomembrana HDPE de 1 mm</strong> soldada por termofusión',
      'Cerco perimetral y desarenador de ingreso',
    ],
    range: [45_000, 80_000],
    places: [...VALLEYS, ...ALTIPLANO],
  },
  {
    name: (p) => `Construcción de galpón de acopio y secado de quinua en ${p}`,
    intro:
      'Galpón metálico con piso de cemento y ventilación natural para secar, limpiar y almacenar quinua y otros granos con inocuidad.',
    features: [
      'Estructura metálica de 200 m² con cubierta de calamina',
      'Piso de cemento pulido y rejillas de ventilación',
    ],
    range: [70_000, 120_000],
    places: ALTIPLANO,
  },
  {
    name: (p) => `Construcción de invernadero hidropónico NFT de 300 m² en ${p}`,
    intro:
      'Invernadero equipado con canales NFT para producir lechuga, albahaca y hortalizas de hoja sin suelo, con hasta 6 cosechas al año.',
    features: [
      'Mesas con canales NFT para 4.000 plantas',
      'Tanque de solución nutritiva y bomba con temporizador',
    ],
    range: [65_000, 110_000],
    places: [...VALLEYS, ...ALTIPLANO],
  },
];

function constructionDrafts(r: Rand): Draft[] {
  const out: Draft[] = [];
  const used = new Set<string>();
  // Three places per structure (30 projects), never repeating a name.
  for (let round = 0; round < 3; round++) {
    for (const s of STRUCTURES) {
      let place = pick(r, s.places);
      for (let k = 0; used.has(s.name(place)) && k < 20; k++) place = pick(r, s.places);
      if (used.has(s.name(place))) place = s.places.find((p) => !used.has(s.name(p)))!;
      used.add(s.name(place));
      out.push({
        name: s.name(place),
        scene: 'construction',
        intro: `${s.intro} Proyecto ejecutado en ${place} por nuestro equipo con base en Cochabamba.`,
        heading: 'El servicio incluye',
        features: [...s.features, ...pickN(r, BUILD_COMMON, 3)],
        closing: pick(r, [
          'El precio es referencial y se ajusta tras la visita técnica según el acceso y el tipo de suelo.',
          'Plazo de ejecución estimado de 3 a 6 semanas desde la firma del contrato.',
          'Apoyamos a asociaciones y municipios en la preparación de proyectos para financiamiento.',
        ]),
        price: price(r, s.range[0], s.range[1]),
      });
    }
  }
  return out;
}

/* ----------------------------------------------------------- installation */

function installationDrafts(r: Rand): Draft[] {
  const base = [
    [
      'Instalación de riego por goteo en invernadero de 1.000 m²',
      'Diseñamos e instalamos el riego por goteo de su invernadero: cabezal de filtrado, líneas y sectores según el cultivo.',
      [6_500, 12_000],
    ],
    [
      'Instalación de riego por goteo en parcela de 1 ha a campo abierto',
      'Sistema de goteo para hortalizas o papa a campo abierto con tubería principal enterrada y cintas en cada surco.',
      [18_000, 32_000],
    ],
    [
      'Instalación de sistema de aspersión para pasturas',
      'Aspersión semifija para alfalfa y pastos con hidrantes y tuberías enterradas.',
      [15_000, 28_000],
    ],
    [
      'Instalación de bombeo solar para riego',
      'Dimensionamos e instalamos paneles, bomba y controlador para regar sin electricidad de red.',
      [22_000, 40_000],
    ],
    [
      'Instalación de cabezal de fertirriego automatizado',
      'Montaje de filtros, inyectores, programador y electroválvulas para aplicar fertilizantes con el riego.',
      [9_000, 20_000],
    ],
    [
      'Instalación de microaspersión en huerto de frutales',
      'Microaspersores bajo copa para durazneros, manzanos, cítricos o viñedos, con sectores por hilera.',
      [12_000, 26_000],
    ],
    [
      'Instalación de nebulización y control de clima en invernadero',
      'Sistema de nebulización de alta presión conectado a un controlador de temperatura y humedad.',
      [8_000, 18_000],
    ],
    [
      'Automatización de riego con programador wifi y sensores de humedad',
      'Convertimos su sistema de riego existente en uno automático que se controla desde el celular.',
      [4_500, 9_500],
    ],
  ] as const;
  return base.map(([name, intro, range]) => ({
    name,
    scene: 'installation',
    intro: `${intro} Trabajamos en Cochabamba, Santa Cruz, Tarija, La Paz y Chuquisaca.`,
    heading: 'Alcance',
    features: pickN(
      r,
      [
        '<strong>Diseño hidráulico</strong> según el caudal y la presión disponibles',
        'Zanjeo, tendido de tuberías y conexiones',
        'Prueba de uniformidad y ajuste de presiones',
        'Capacitación en operación y mantenimiento',
        'Materiales certificados y garantía de 1 año en la instalación',
        'Visita de seguimiento a los 30 días',
      ],
      4,
    ),
    closing:
      'El precio incluye mano de obra y accesorios menores; los equipos principales se cotizan según el diseño.',
    price: price(r, range[0], range[1]),
  }));
}

/* ----------------------------------------------------------------- courses */

const COURSES: Array<[string, string, number]> = [
  [
    'Fertirriego en hortalizas bajo invernadero',
    'Aprenda a calcular y preparar soluciones nutritivas, manejar el pH y la conductividad y programar el riego según la etapa del cultivo.',
    16,
  ],
  [
    'Manejo integrado de plagas en tomate',
    'Identificación de polilla del tomate, mosca blanca y trips, monitoreo con trampas y control biológico y químico responsable.',
    12,
  ],
  [
    'Producción de frutilla en invernadero y a campo abierto',
    'Variedades, plantación en camas con acolchado, riego por goteo, fertilización y cosecha de frutilla en los valles.',
    16,
  ],
  [
    'Cultivo hidropónico de lechuga en sistema NFT',
    'Construcción de un sistema NFT, preparación de la solución nutritiva y manejo de la producción continua de lechuga.',
    12,
  ],
  [
    'Injertos en frutales de valle',
    'Técnicas de injerto de púa, yema y hendidura en durazno, manzano, ciruelo y palto, con práctica en vivero.',
    8,
  ],
  [
    'Abonos orgánicos: bocashi, biol y compost',
    'Elaboración de abonos orgánicos con recursos de la finca para mejorar el suelo y reducir costos.',
    8,
  ],
  [
    'Producción de quinua orgánica en el altiplano',
    'Manejo agronómico, control de plagas con bioinsumos, cosecha, trilla y requisitos de certificación orgánica.',
    20,
  ],
  [
    'Poda y conducción de tomate bajo cubierta',
    'Sistemas de tutorado, poda de brotes y hojas y raleo de racimos para mejorar calibre y rendimiento.',
    8,
  ],
  [
    'Operación y mantenimiento de tractores agrícolas',
    'Revisión diaria, cambios de aceite y filtros, regulación de implementos y seguridad en la operación.',
    24,
  ],
  [
    'Calibración de fumigadoras y uso seguro de plaguicidas',
    'Calibre su mochila o pulverizadora, elija boquillas y proteja su salud y el ambiente.',
    8,
  ],
  [
    'Diseño de sistemas de riego por goteo',
    'Cálculo de caudales, pérdidas de carga y selección de tuberías, filtros y bombas para parcelas pequeñas y medianas.',
    24,
  ],
  [
    'Interpretación de análisis de suelo y plan de fertilización',
    'Lea un informe de laboratorio y conviértalo en un plan de abonado para papa, maíz y hortalizas.',
    12,
  ],
  [
    'Producción de plantines de hortalizas en bandejas',
    'Sustratos, siembra en bandejas, riego, nutrición y endurecimiento de plantines de calidad.',
    8,
  ],
  [
    'Floricultura: clavel y rosa de corte',
    'Manejo de invernaderos de flores, riego, podas, control de enfermedades y poscosecha para mercados de La Paz y Cochabamba.',
    16,
  ],
  [
    'Apicultura y polinización de cultivos',
    'Manejo básico de colmenas y uso de abejas para mejorar la polinización de frutales y hortalizas.',
    12,
  ],
  [
    'Cosecha y poscosecha de hortalizas',
    'Índices de cosecha, selección, empaque y almacenamiento para reducir pérdidas y vender mejor.',
    8,
  ],
  [
    'Agricultura de precisión con drones',
    'Vuelos de monitoreo, mapas de vigor y aplicaciones con drones en cultivos extensivos de Santa Cruz.',
    16,
  ],
  [
    'Buenas Prácticas Agrícolas (BPA) para exportación',
    'Requisitos de inocuidad, registros y trazabilidad para acceder a mercados exigentes.',
    12,
  ],
  [
    'Control climático en invernaderos',
    'Ventilación, sombreo, nebulización y protección contra heladas para mantener el cultivo en su rango óptimo.',
    8,
  ],
  [
    'Lombricultura y manejo de residuos de la finca',
    'Instale una lombricera y produzca humus de lombriz para sus cultivos o para la venta.',
    8,
  ],
  [
    'Producción de papa semilla de calidad',
    'Selección, multiplicación en casa malla, control de virus y almacenamiento en la zona andina.',
    16,
  ],
  [
    'Elaboración de biofertilizantes y bioinsumos',
    'Preparación de caldos minerales, extractos vegetales y microorganismos eficientes para el control de plagas.',
    12,
  ],
  [
    'Costos de producción y gestión de la finca',
    'Calcule sus costos, fije precios y lleve registros simples para tomar mejores decisiones.',
    8,
  ],
  [
    'Riego por aspersión en pasturas y cereales',
    'Diseño, operación y mantenimiento de sistemas de aspersión para alfalfa, pastos y trigo.',
    12,
  ],
  [
    'Manejo de viñedos y elaboración de uva de mesa en Tarija',
    'Poda, conducción en parral, manejo sanitario y riego de la vid en el valle central de Tarija.',
    16,
  ],
  [
    'Cultivo de pimentón y locoto bajo cubierta',
    'Plantación, tutorado, nutrición y manejo sanitario de pimentón y locoto en invernadero.',
    12,
  ],
  [
    'Manejo de suelos y control de la erosión en ladera',
    'Terrazas, barreras vivas y cultivos de cobertura para conservar el suelo en los valles interandinos.',
    8,
  ],
];

const MODES = [
  [
    'presencial en Cochabamba',
    'Clases teóricas y prácticas en nuestra parcela demostrativa de Tiquipaya',
  ],
  [
    'virtual en vivo',
    'Sesiones en vivo por videoconferencia con grabaciones disponibles durante 3 meses',
  ],
  [
    'en campo',
    'Práctica en parcelas de productores de la zona, con grupos de hasta 25 participantes',
  ],
] as const;

function courseDrafts(r: Rand): Draft[] {
  return COURSES.map(([topic, what, hours], i) => {
    const [mode, modeText] = MODES[(i * 2 + Math.floor(r() * 2)) % MODES.length];
    const virtual = mode === 'virtual en vivo';
    return {
      name: `Curso ${virtual ? 'virtual' : 'de'} ${virtual ? `de ${lower(topic)}` : lower(topic)}`,
      scene: 'course',
      intro: `${what} Curso ${mode}, dirigido a productores, técnicos y estudiantes de agronomía.`,
      heading: 'Detalles del curso',
      features: [
        `Duración: <strong>${hours} horas</strong> ${hours >= 16 ? 'en dos fines de semana' : 'en una jornada intensiva o dos medias jornadas'}`,
        modeText,
        ...pickN(
          r,
          [
            '<strong>Certificado de participación</strong> avalado por nuestro equipo técnico',
            'Material de apoyo digital y guía práctica impresa',
            'Instructores ingenieros agrónomos con experiencia en campo',
            'Refrigerio incluido en las jornadas presenciales',
            'Grupo de consulta por WhatsApp después del curso',
          ],
          2,
        ),
      ],
      closing: pick(r, [
        'Cupos limitados. Descuento del 15 % para grupos de asociaciones y estudiantes.',
        'Consulte las próximas fechas y la posibilidad de realizar el curso en su comunidad.',
        'Inscripciones abiertas todo el año; el curso se abre con un mínimo de 10 participantes.',
      ]),
      price: price(r, 350 + hours * 20, Math.min(2_500, 600 + hours * 70)),
    };
  });
}

/** Lowercases the first letter unless the topic starts with a proper name. */
const lower = (s: string) =>
  /^Buenas Prácticas/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);

/* ------------------------------------------------------------------ advice */

function adviceDrafts(r: Rand): Draft[] {
  const base = [
    [
      'Asesoría técnica en cultivos bajo invernadero (visita mensual)',
      'Un ingeniero agrónomo visita su invernadero cada mes, revisa el cultivo, el riego y el clima y deja recomendaciones escritas.',
      [1_200, 2_500],
    ],
    [
      'Plan de fertilización según análisis de suelo',
      'Elaboramos un plan de abonado por etapas a partir de su análisis de suelo, con dosis, fuentes y calendario.',
      [800, 1_800],
    ],
    [
      'Diagnóstico fitosanitario en campo',
      'Identificamos plagas y enfermedades en su parcela, tomamos muestras para laboratorio y proponemos un plan de manejo integrado.',
      [900, 2_200],
    ],
    [
      'Elaboración de proyectos productivos para financiamiento',
      'Preparamos el proyecto técnico y económico para presentar a bancos, fondos de desarrollo y gobiernos municipales.',
      [5_000, 15_000],
    ],
    [
      'Asesoría para certificación orgánica y BPA',
      'Acompañamos a productores y asociaciones en la implementación de registros, prácticas y auditorías de certificación.',
      [4_000, 12_000],
    ],
    [
      'Diseño agronómico de sistemas de riego',
      'Estudio de suelo, agua y cultivo para dimensionar su sistema de riego antes de comprar equipos.',
      [2_500, 7_500],
    ],
    [
      'Acompañamiento técnico de campaña completa',
      'Seguimiento desde la preparación del suelo hasta la cosecha, con visitas quincenales y soporte por teléfono.',
      [6_000, 14_500],
    ],
    [
      'Estudio de factibilidad para invernaderos comerciales',
      'Evaluamos clima, mercado, costos y rentabilidad para decidir el tamaño y tipo de invernadero adecuado.',
      [3_500, 9_000],
    ],
  ] as const;
  return base.map(([name, intro, range]) => ({
    name,
    scene: 'advice',
    intro: `${intro} Atendemos en los valles, el altiplano y los llanos de Bolivia.`,
    heading: 'Qué recibe',
    features: pickN(
      r,
      [
        'Informe técnico con <strong>recomendaciones concretas</strong> y costos estimados',
        'Visitas en campo de ingenieros agrónomos especializados',
        'Seguimiento por WhatsApp y videollamada',
        'Registro fotográfico y mapas de la parcela',
        'Prioridad en análisis de laboratorio con nuestro servicio',
      ],
      4,
    ),
    closing: 'Los viajes fuera de Cochabamba se cotizan según la distancia.',
    price: price(r, range[0], range[1]),
  }));
}

/* ------------------------------------------------------------- laboratory */

function labServiceDrafts(r: Rand): Draft[] {
  const base = [
    [
      'Análisis de suelo completo (físico y químico)',
      'Textura, pH, conductividad, materia orgánica, nitrógeno, fósforo, potasio, calcio, magnesio, sodio y capacidad de intercambio catiónico.',
      [380, 650],
    ],
    [
      'Análisis de fertilidad de suelo básico',
      'pH, conductividad eléctrica, materia orgánica, N, P y K para planificar la fertilización de la campaña.',
      [220, 380],
    ],
    [
      'Análisis de agua para riego',
      'pH, conductividad, sales, sodio, boro y relación de adsorción de sodio (RAS) para evaluar el riesgo de salinización.',
      [250, 450],
    ],
    [
      'Análisis foliar de macro y micronutrientes',
      'Nutrientes en hoja para detectar deficiencias antes de que afecten el rendimiento.',
      [320, 580],
    ],
    [
      'Análisis de textura de suelo por el método de Bouyoucos',
      'Porcentajes de arena, limo y arcilla y clase textural para el diseño de riego y drenaje.',
      [150, 260],
    ],
    [
      'Análisis nematológico de suelo y raíces',
      'Identificación y conteo de nematodos como Nacobbus y Globodera en papa, tomate y hortalizas.',
      [280, 480],
    ],
    [
      'Diagnóstico fitopatológico de hongos y bacterias',
      'Aislamiento en medios de cultivo e identificación al microscopio del agente causal de la enfermedad.',
      [300, 520],
    ],
    [
      'Análisis de abonos orgánicos y compost',
      'Nutrientes, relación C/N, humedad y pH de compost, bocashi, humus de lombriz y estiércoles.',
      [260, 460],
    ],
  ] as const;
  return base.map(([name, intro, range]) => ({
    name,
    scene: 'soil-lab',
    intro: `${intro} Resultados con interpretación agronómica.`,
    heading: 'Información del servicio',
    features: [
      `Entrega de resultados en <strong>${pick(r, ['5', '7', '10'])} días hábiles</strong>`,
      ...pickN(
        r,
        [
          'Recepción de muestras en Cochabamba y envío por encomienda desde todo el país',
          'Instructivo de muestreo y bolsas gratuitas',
          'Informe digital con <strong>recomendaciones por cultivo</strong>',
          'Descuento por lotes de más de 10 muestras',
          'Métodos de referencia con controles de calidad internos',
        ],
        3,
      ),
    ],
    closing: 'Precio por muestra. Consulte por convenios con asociaciones de productores.',
    price: price(r, range[0], range[1]),
  }));
}

export function serviceDrafts(r: Rand): Record<1 | 2 | 3 | 4 | 5, Draft[]> {
  return {
    1: constructionDrafts(r),
    2: installationDrafts(r),
    3: courseDrafts(r),
    4: adviceDrafts(r),
    5: labServiceDrafts(r),
  };
}
