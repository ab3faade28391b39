/** Category 3 — Riegos: drip, sprinkler, micro-sprinkler, tapes, pumps, filters and controllers. */
import { type Draft, miles, pick, pickN, price, type Rand } from './kit';

const EXTRAS = [
  'Asesoramiento gratuito para el diseño del sistema según su fuente de agua',
  '<strong>Garantía de 1 año</strong> contra defectos de fabricación',
  'Compatible con accesorios de 16 mm y 20 mm del mercado',
  'Video tutorial de instalación y soporte por WhatsApp',
];

const CLOSINGS = [
  'Despachamos desde Cochabamba a todo el país por transporte interdepartamental.',
  'Si necesita la instalación, nuestro equipo de servicios de riego la realiza en su parcela.',
  'Precio en bolivianos; consulte descuentos por volumen para asociaciones y municipios.',
];

function dripKit(r: Rand, area: number, crop: string, range: [number, number]): Draft {
  const lines = Math.round(area / 12);
  return {
    name: `Kit de riego por goteo de ${miles(area)} m² para ${crop}`,
    scene: 'irrigation',
    intro: `Todo lo necesario para regar ${miles(area)} m² de ${crop} por goteo, con un ahorro de agua de hasta 50 % frente al riego por surcos. Se conecta a un tanque elevado, a la red o a una bomba.`,
    heading: 'Contenido del kit',
    features: [
      `Cinta de goteo de 16 mm con emisores cada 20 cm para <strong>${lines} líneas</strong>`,
      'Tubería principal de polietileno de 32 mm y conectores',
      '<strong>Filtro de anillas</strong> de 120 mesh y llave de paso',
      ...pickN(r, EXTRAS, 2),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, range[0], range[1]),
  };
}

function pumpDraft(
  r: Rand,
  hp: number,
  flow: number,
  head: number,
  range: [number, number],
): Draft {
  return {
    name: `Bomba centrífuga eléctrica de ${String(hp).replace('.', ',')} HP (${flow} m³/h a ${head} m)`,
    scene: 'irrigation',
    intro: `Bomba centrífuga de superficie para bombear desde pozos poco profundos, atajados y canales hacia el sistema de goteo o aspersión. Cuerpo de hierro fundido e impulsor de bronce.`,
    heading: 'Datos técnicos',
    features: [
      `Potencia de <strong>${String(hp).replace('.', ',')} HP</strong>, ${hp >= 3 ? 'trifásica 380 V' : 'monofásica 220 V'}`,
      `Caudal de ${flow} m³/h a ${head} m de altura manométrica`,
      'Sello mecánico de carburo de silicio',
      pick(r, EXTRAS),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, range[0], range[1]),
  };
}

export function irrigationDrafts(r: Rand): Draft[] {
  const d: Draft[] = [];
  d.push(dripKit(r, 250, 'huerto familiar', [1_200, 2_200]));
  d.push(dripKit(r, 500, 'hortalizas', [2_100, 3_900]));
  d.push(dripKit(r, 1000, 'tomate y pimentón', [3_800, 6_200]));
  d.push(dripKit(r, 2500, 'frutilla', [6_500, 9_000]));

  for (const [len, spacing, thick] of [
    [1000, 20, 6],
    [2500, 30, 8],
  ] as const) {
    d.push({
      name: `Cinta de goteo de 16 mm, ${thick} mil, emisores cada ${spacing} cm (rollo de ${miles(len)} m)`,
      scene: 'irrigation',
      intro: `Cinta de goteo de pared delgada para hortalizas, papa y frutilla. Emisores laberinto integrados que resisten la obstrucción y entregan un caudal uniforme en camas de hasta 100 m.`,
      features: [
        `Espesor de <strong>${thick} mil</strong> para ${thick >= 8 ? '2 a 3 campañas' : 'una campaña'}`,
        `Emisores cada ${spacing} cm con caudal de 1,0 L/h`,
        'Presión de trabajo de 0,5 a 1,0 bar',
        pick(r, EXTRAS),
      ],
      price: price(r, len >= 2500 ? 2_600 : 1_400, len >= 2500 ? 3_600 : 2_100),
    });
  }
  d.push({
    name: 'Manguera de goteo autocompensada de 16 mm (rollo de 500 m)',
    scene: 'irrigation',
    intro:
      'Manguera de pared gruesa con goteros autocompensados: el mismo caudal en terrenos con pendiente, como las laderas de los valles y los viñedos de Tarija.',
    features: [
      '<strong>Goteros autocompensados</strong> de 2 L/h cada 40 cm',
      'Pared de 1,0 mm, vida útil de 8 a 10 años',
      'Sistema antidrenaje y antisucción',
    ],
    price: price(r, 2_200, 3_800),
  });
  d.push({
    name: 'Aspersor de impacto de ¾ pulgada de doble boquilla (pack de 10)',
    scene: 'irrigation',
    intro:
      'Aspersor de bronce y plástico de ingeniería para riego de pastos, alfalfa, papa y cereales.',
    features: [
      'Radio de mojado de <strong>12 a 16 m</strong>',
      'Caudal de 1,2 a 2,4 m³/h según la boquilla',
      'Cojinete de bronce y resorte de acero inoxidable',
    ],
    price: price(r, 1_100, 1_900),
  });
  d.push({
    name: 'Kit de riego por aspersión para 1 ha de pasturas',
    scene: 'irrigation',
    intro:
      'Sistema de aspersión semifijo para una hectárea de alfalfa o pasto, ideal para lecherías del valle de Cochabamba y del altiplano.',
    heading: 'Incluye',
    features: [
      '<strong>24 aspersores</strong> de impacto con elevadores',
      'Tubería de PVC de 2 pulgadas con uniones rápidas',
      'Válvulas hidrantes y accesorios',
      pick(r, EXTRAS),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 14_000, 26_000),
  });
  d.push({
    name: 'Microaspersores para frutales con estaca (pack de 50)',
    scene: 'irrigation',
    intro:
      'Microaspersión bajo copa para durazneros, cítricos, paltos y viñedos: moja el área de raíces sin desperdiciar agua.',
    features: [
      'Caudal de <strong>40 a 70 L/h</strong> y radio de 2 a 3 m',
      'Estaca de 50 cm y microtubo con conector',
      'Bailarina giratoria de bajo mantenimiento',
    ],
    price: price(r, 900, 1_700),
  });
  d.push({
    name: 'Sistema de pivote central para 20 ha',
    scene: 'irrigation',
    intro:
      'Pivote de riego para producción extensiva de soya, maíz y trigo en los llanos de Santa Cruz. Riega de forma uniforme con muy poca mano de obra.',
    heading: 'Características',
    features: [
      '<strong>Cinco torres</strong> con un radio de 252 m',
      'Emisores de baja presión con reguladores',
      'Panel de control con programación de láminas',
      'Montaje y puesta en marcha por técnicos especializados',
    ],
    closing: 'Proyecto a medida: incluye estudio de suelo, agua y topografía.',
    price: price(r, 450_000, 690_000),
    hidePrice: true,
  });

  d.push(pumpDraft(r, 1, 6, 25, [2_800, 4_200]));
  d.push(pumpDraft(r, 2, 12, 30, [4_200, 6_800]));
  d.push(pumpDraft(r, 5.5, 30, 40, [9_500, 14_000]));
  d.push({
    name: 'Bomba solar sumergible de 1,5 HP con paneles fotovoltaicos',
    scene: 'irrigation',
    intro:
      'Bombeo sin electricidad de red ni combustible, ideal para comunidades alejadas del altiplano y del Chaco con buena radiación solar.',
    heading: 'Incluye',
    features: [
      'Bomba sumergible de 4 pulgadas de <strong>1,5 HP</strong>',
      'Seis paneles solares de 450 W y estructura de soporte',
      'Controlador MPPT con protección de pozo seco',
      'Caudal de hasta 8 m³/h según la profundidad',
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 18_000, 32_000),
  });
  d.push({
    name: 'Motobomba a gasolina de 3 pulgadas y 7 HP',
    scene: 'irrigation',
    intro:
      'Motobomba portátil para riego por inundación, trasvase de atajados y llenado de tanques.',
    features: [
      'Caudal de hasta <strong>60 m³/h</strong>',
      'Motor de 4 tiempos de 7 HP',
      'Marco protector y mangueras de succión',
    ],
    price: price(r, 3_500, 6_500),
  });

  d.push({
    name: 'Filtro de anillas de 2 pulgadas y 120 mesh',
    scene: 'irrigation',
    intro:
      'Retiene arena, algas y partículas que tapan los goteros. Fácil de limpiar sin herramientas.',
    features: [
      'Caudal de hasta <strong>25 m³/h</strong>',
      'Anillas de 120 mesh (130 micrones)',
      'Cuerpo de poliamida reforzada para 8 bar',
    ],
    price: price(r, 1_300, 2_800),
  });
  d.push({
    name: 'Filtro de arena de 20 pulgadas para aguas de atajado y río',
    scene: 'irrigation',
    intro:
      'Primer paso de filtración para aguas con mucha materia orgánica, como las de atajados y canales.',
    features: [
      'Tanque de acero con pintura epóxica',
      'Retrolavado manual con válvula de tres vías',
      'Carga de arena sílica incluida',
    ],
    price: price(r, 9_000, 18_000),
  });
  d.push({
    name: 'Programador de riego de 8 estaciones con wifi',
    scene: 'irrigation',
    intro:
      'Programe y controle el riego desde el celular: tiempos, frecuencias y suspensión automática cuando llueve.',
    features: [
      '<strong>8 estaciones</strong> ampliables a 16',
      'Aplicación móvil y control remoto',
      'Entrada para sensor de lluvia y de humedad',
    ],
    price: price(r, 1_600, 3_500),
  });
  d.push({
    name: 'Programador de riego a batería de 1 salida para grifo',
    scene: 'irrigation',
    intro: 'La forma más sencilla de automatizar el riego del huerto o del invernadero pequeño.',
    features: [
      'Funciona con 2 pilas AA durante una campaña',
      'Hasta 4 riegos por día',
      'Válvula de ¾ pulgada incluida',
    ],
    price: price(r, 380, 790),
  });
  d.push({
    name: 'Inyector Venturi de 1 pulgada para fertirriego',
    scene: 'irrigation',
    intro: 'Aplique fertilizantes solubles a través del sistema de goteo sin bombas adicionales.',
    features: [
      'Succión de <strong>hasta 250 L/h</strong>',
      'Válvula antirretorno y filtro de succión',
      'Kit de bypass con llaves',
    ],
    price: price(r, 450, 950),
  });
  d.push({
    name: 'Tanque de polietileno de 10.000 L para riego',
    scene: 'irrigation',
    intro: 'Almacene agua de lluvia, de pozo o de la red para regar en horarios convenientes.',
    features: [
      'Polietileno de <strong>triple capa</strong> con protección UV',
      'Tapa rosca y salida de 2 pulgadas',
      'Garantía de 10 años',
    ],
    price: price(r, 8_500, 12_000),
  });
  d.push({
    name: 'Geomembrana HDPE de 1 mm para atajados (rollo de 1.000 m²)',
    scene: 'irrigation',
    intro:
      'Impermeabilice atajados y reservorios de cosecha de agua para aprovechar las lluvias en la época seca.',
    features: [
      'Espesor de <strong>1 mm</strong> y aditivos UV',
      'Soldadura por termofusión',
      'Vida útil superior a 15 años expuesta al sol',
    ],
    closing: 'Ofrecemos el servicio de excavación e instalación de atajados llave en mano.',
    price: price(r, 32_000, 58_000),
  });
  d.push({
    name: 'Sensor de humedad de suelo inalámbrico con estación base',
    scene: 'irrigation',
    intro:
      'Riegue cuando el cultivo lo necesita: el sensor mide la humedad a dos profundidades y envía los datos al celular.',
    features: ['Sondas a <strong>20 y 40 cm</strong>', 'Alcance de radio de 1 km', 'Batería solar'],
    price: price(r, 2_400, 5_800),
  });
  return d;
}
