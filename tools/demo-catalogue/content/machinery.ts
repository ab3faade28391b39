/** Category 1 — Maquinarias y equipos: tractors, tillers, seeders, sprayers, harvesters, implements. */
import { type Draft, pick, pickN, price, type Rand } from './kit';

const AFTERSALES = [
  'Garantía de 12 meses o 1.000 horas de trabajo, lo que ocurra primero',
  '<strong>Primer servicio de mantenimiento gratuito</strong> en nuestro taller de Cochabamba',
  'Repuestos originales disponibles en stock',
  'Entrega técnica y capacitación al operador en su propiedad',
  'Financiamiento hasta 36 meses con entidades financieras aliadas',
];

const CLOSINGS = [
  'Consulte disponibilidad de unidades y plazos de entrega a Santa Cruz, Tarija, La Paz y Chuquisaca.',
  'Precio en bolivianos con entrega en Cochabamba. Aceptamos su equipo usado como parte de pago.',
  'Nuestro taller móvil atiende en los valles y el altiplano; pregunte por el plan de mantenimiento anual.',
];

function tractor(
  r: Rand,
  hp: number,
  model: string,
  kind: string,
  uses: string,
  range: [number, number],
): Draft {
  return {
    name: `Tractor agrícola ${kind} de ${hp} HP modelo ${model}`,
    scene: 'tractor',
    intro: `Tractor ${kind} de ${hp} HP con motor diésel de bajo consumo, pensado para ${uses}. Robusto, fácil de mantener y con repuestos disponibles en Bolivia.`,
    heading: 'Ficha técnica',
    features: [
      `Motor diésel de <strong>${hp} HP</strong> ${hp >= 70 ? 'turboalimentado, 4 cilindros' : 'de 3 cilindros refrigerado por agua'}`,
      `Transmisión de ${hp >= 70 ? '12 + 12' : '8 + 8'} velocidades con inversor sincronizado`,
      `Levante hidráulico de tres puntos con capacidad de ${Math.round(hp * 32)} kg`,
      hp >= 70
        ? '<strong>Cabina</strong> con aire acondicionado y arco de seguridad'
        : 'Arco de seguridad abatible y toldo',
      ...pickN(r, AFTERSALES, 2),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, range[0], range[1]),
  };
}

export function machineryDrafts(r: Rand): Draft[] {
  const d: Draft[] = [];
  d.push(
    tractor(
      r,
      25,
      'AT-254',
      'compacto 4×4',
      'viñedos y frutales de Tarija, huertas y trabajos entre hileras',
      [180_000, 215_000],
    ),
  );
  d.push(
    tractor(
      r,
      50,
      'AT-504',
      '4×4',
      'pequeños y medianos productores de papa, haba y maíz de los valles',
      [255_000, 320_000],
    ),
  );
  d.push(
    tractor(
      r,
      75,
      'AT-754',
      '4×4 con cabina',
      'preparación de suelos y labores de siembra en el valle alto de Cochabamba',
      [360_000, 450_000],
    ),
  );
  d.push(
    tractor(
      r,
      90,
      'AT-904',
      '4×4 con cabina',
      'productores de soya, maíz y chía en los llanos de Santa Cruz',
      [430_000, 540_000],
    ),
  );
  d.push(
    tractor(
      r,
      110,
      'AT-1104',
      'de alta potencia',
      'grandes superficies en Santa Cruz y el Chaco, con implementos pesados',
      [520_000, 650_000],
    ),
  );

  for (const [hp, width] of [
    [9, 0.8],
    [12, 1],
    [15, 1.2],
  ] as const) {
    d.push({
      name: `Motocultor diésel de ${hp} HP con rotocultivador de ${String(width).replace('.', ',')} m`,
      scene: 'tractor',
      intro: `El motocultor es el tractor del pequeño productor: ara, rastrea, surca y transporta en parcelas donde no entra un tractor. Con ${hp} HP trabaja cómodo en los suelos de ladera de los valles y en carpas solares.`,
      heading: 'Incluye',
      features: [
        `Motor diésel de <strong>${hp} HP</strong> con arranque ${hp >= 12 ? 'eléctrico' : 'manual'}`,
        `Rotocultivador de ${String(width).replace('.', ',')} m de ancho de trabajo`,
        'Manillar regulable en altura y giro',
        pick(r, [
          'Arado de vertedera y surcador opcionales',
          'Acoplable a carreta de 500 kg',
          'Ruedas neumáticas y de fierro',
        ]),
        pick(r, AFTERSALES),
      ],
      closing: pick(r, CLOSINGS),
      price: price(r, 14_000 + hp * 700, 18_000 + hp * 1_000),
    });
  }

  d.push({
    name: 'Sembradora neumática de precisión de 4 hileras',
    scene: 'tractor',
    intro:
      'Siembra grano a grano maíz, soya, girasol y frejol con distancia uniforme, lo que mejora la emergencia y el rendimiento por hectárea.',
    heading: 'Características',
    features: [
      '<strong>Dosificador neumático</strong> con placas para distintos granos',
      'Fertilizadora incorporada con tolvas de 150 L por hilera',
      'Discos dobles abresurcos y ruedas compactadoras',
      'Requiere tractor de 60 HP en adelante',
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 85_000, 140_000),
  });
  d.push({
    name: 'Sembradora de granos finos de 12 líneas para quinua y trigo',
    scene: 'tractor',
    intro:
      'Sembradora de chorro continuo adaptada para quinua, cañahua, trigo y alfalfa en el altiplano. Regula la dosis de semilla con precisión y la deja a profundidad uniforme.',
    features: [
      '<strong>12 líneas</strong> a 25 cm, ancho de trabajo de 3 m',
      'Dosificador de rodillo acanalado para semillas pequeñas',
      'Rastra tapadora y marcador de líneas',
      pick(r, AFTERSALES),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 42_000, 68_000),
  });
  d.push({
    name: 'Sembradora manual a golpe para maíz y frejol',
    scene: 'tractor',
    intro:
      'Herramienta liviana para sembrar en terrenos pequeños o con pendiente, sin agacharse y con una dosis constante de semilla.',
    features: [
      'Depósito de semilla y de fertilizante independientes',
      '<strong>Regulación de 1 a 4 semillas</strong> por golpe',
      'Punta de acero templado',
    ],
    price: price(r, 350, 690),
  });

  d.push({
    name: 'Fumigadora de mochila motorizada de 20 L',
    scene: 'tractor',
    intro:
      'Atomizador de mochila con motor de dos tiempos para aplicar fungicidas, insecticidas y foliares en hortalizas, frutales y papa. Cubre hasta 2 ha por día.',
    features: [
      'Motor de <strong>42 cc</strong> y alcance vertical de 12 m',
      'Tanque de 20 L con filtro y tapa hermética',
      'Boquillas para polvo y líquido',
      'Arnés acolchado con amortiguación de vibraciones',
    ],
    closing:
      'Recomendamos usar equipo de protección personal completo; lo tenemos disponible en tienda.',
    price: price(r, 2_200, 3_800),
  });
  d.push({
    name: 'Fumigadora de mochila manual de 20 L con lanza de bronce',
    scene: 'tractor',
    intro:
      'La fumigadora de confianza para el huerto y el invernadero: presión constante, repuestos fáciles y boquillas intercambiables.',
    features: [
      'Bomba de pistón de alta presión',
      '<strong>Lanza de bronce</strong> regulable y juego de tres boquillas',
      'Correas acolchadas y base reforzada',
    ],
    price: price(r, 450, 780),
  });
  d.push({
    name: 'Pulverizadora de arrastre de 600 L con barra de 12 m',
    scene: 'tractor',
    intro:
      'Pulverizadora de arrastre para aplicaciones uniformes en cultivos extensivos de papa, soya, trigo y quinua. La barra plegable facilita el transporte por caminos vecinales.',
    heading: 'Características',
    features: [
      'Tanque de polietileno de <strong>600 L</strong> con agitador hidráulico',
      'Barra de 12 m con 24 picos antigoteo',
      'Bomba de membrana de 75 L/min',
      'Mando a distancia para abrir y cerrar secciones',
      pick(r, AFTERSALES),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 38_000, 60_000),
  });
  d.push({
    name: 'Turboatomizador de 1.000 L para viñedos y frutales',
    scene: 'tractor',
    intro:
      'Atomizador de arrastre con ventilador axial para cubrir la copa de viñas, durazneros y manzanos. Muy utilizado en el valle central de Tarija y en Cinti.',
    features: [
      'Tanque de <strong>1.000 L</strong> y ventilador de 80 cm',
      'Deflectores regulables según la altura del cultivo',
      'Bomba de pistón-membrana de 100 L/min',
      pick(r, AFTERSALES),
    ],
    price: price(r, 55_000, 82_000),
  });

  d.push({
    name: 'Cosechadora de papa de un surco para tractor',
    scene: 'tractor',
    intro:
      'Levanta la papa y la deja sobre el suelo separada de la tierra y las piedras, reduciendo los daños al tubérculo y la mano de obra en la cosecha.',
    features: [
      'Cuchilla de ataque regulable y <strong>cadena vibradora</strong>',
      'Ancho de trabajo de 60 cm para un surco',
      'Requiere tractor de 35 HP con toma de fuerza',
      pick(r, AFTERSALES),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 45_000, 72_000),
  });
  d.push({
    name: 'Trilladora estacionaria de quinua y granos andinos',
    scene: 'tractor',
    intro:
      'Trilla y ventea quinua, cañahua, trigo y cebada en un solo paso. Diseñada para asociaciones de productores del altiplano sur de Oruro y Potosí.',
    features: [
      'Rendimiento de <strong>hasta 800 kg/h</strong> de quinua',
      'Motor a gasolina de 13 HP o acople a toma de fuerza',
      'Zarandas intercambiables y ventilador regulable',
      'Ruedas para traslado entre parcelas',
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 30_000, 55_000),
  });
  d.push({
    name: 'Cosechadora de forraje de un surco para maíz y sorgo',
    scene: 'tractor',
    intro:
      'Corta y pica el maíz o el sorgo en el campo para hacer ensilaje de calidad. Ideal para lecherías de Cochabamba y Santa Cruz.',
    features: [
      'Picado regulable de 5 a 20 mm',
      '<strong>Rotor de 12 cuchillas</strong> con afilador incorporado',
      'Descarga orientable a remolque',
    ],
    price: price(r, 58_000, 90_000),
  });

  d.push({
    name: 'Desbrozadora a gasolina de 52 cc con disco y tanza',
    scene: 'tractor',
    intro:
      'Para limpiar bordes de parcelas, canales de riego y huertos frutales. Liviana, potente y con arnés doble.',
    features: [
      'Motor de dos tiempos de <strong>52 cc</strong> y 2,2 HP',
      'Cabezal de tanza y disco de tres puntas',
      'Manillar tipo bicicleta y arnés doble',
    ],
    price: price(r, 1_800, 2_900),
  });
  d.push({
    name: 'Arado de tres discos reversible para tractor de 60 HP',
    scene: 'tractor',
    intro:
      'Arado de discos para la roturación de suelos duros y pedregosos de los valles interandinos. Trabaja a buena profundidad y entierra los rastrojos.',
    features: [
      'Tres discos de <strong>26 pulgadas</strong> de acero al boro',
      'Reversible hidráulico para arar en ambos sentidos',
      'Rueda guía regulable',
      pick(r, AFTERSALES),
    ],
    price: price(r, 22_000, 36_000),
  });
  d.push({
    name: 'Rastra de discos de 20 discos de arrastre',
    scene: 'tractor',
    intro: 'Desterrona y nivela el suelo después del arado para dejar una buena cama de siembra.',
    features: [
      '<strong>20 discos</strong> de 22 pulgadas en dos cuerpos',
      'Ruedas de transporte con levante hidráulico',
      'Rodamientos sellados libres de mantenimiento',
    ],
    price: price(r, 34_000, 52_000),
  });
  d.push({
    name: 'Rotocultivador de 1,8 m para tractor',
    scene: 'tractor',
    intro:
      'Prepara en una sola pasada la cama de siembra para hortalizas y papa. Mezcla el abono orgánico con el suelo y deja una superficie mullida.',
    features: [
      'Ancho de trabajo de <strong>1,8 m</strong> con 42 cuchillas',
      'Caja de engranajes en baño de aceite',
      'Rodillo trasero nivelador',
    ],
    price: price(r, 27_000, 40_000),
  });
  d.push({
    name: 'Encamadora con acolchadora para hortalizas y frutilla',
    scene: 'tractor',
    intro:
      'Forma la cama, coloca la cinta de goteo y tiende el plástico de acolchado en una sola pasada, ahorrando jornales en la plantación de frutilla, tomate y pimentón.',
    features: [
      'Camas de 60 a 120 cm de ancho',
      '<strong>Tendido simultáneo</strong> de cinta de goteo y mulch',
      'Discos tapadores regulables',
    ],
    price: price(r, 26_000, 42_000),
  });
  d.push({
    name: 'Remolque agrícola basculante de 4 toneladas',
    scene: 'tractor',
    intro:
      'Remolque de dos ejes para transportar cosecha, abono y forraje. La descarga basculante hidráulica ahorra tiempo y esfuerzo.',
    features: [
      'Capacidad de <strong>4.000 kg</strong> y barandas desmontables',
      'Volteo hidráulico trasero',
      'Frenos de inercia y luces reglamentarias',
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 35_000, 48_000),
  });
  d.push({
    name: 'Picadora de forraje estacionaria con motor de 7 HP',
    scene: 'tractor',
    intro:
      'Pica alfalfa, maíz, caña y pasto para la alimentación del ganado lechero y de los cuyes.',
    features: [
      'Capacidad de hasta <strong>1.500 kg/h</strong>',
      'Motor a gasolina de 7 HP o eléctrico trifásico',
      'Criba intercambiable para molienda de grano',
    ],
    price: price(r, 6_500, 14_500),
  });
  return d;
}
