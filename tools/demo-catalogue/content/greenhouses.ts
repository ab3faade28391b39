/** Category 2 — Invernaderos: tunnels, chapel and multi-span houses, net houses and accessories. */
import { type Draft, miles, num, pick, pickN, price, type Rand } from './kit';

const CROPS = [
  'tomate',
  'pimentón',
  'frutilla',
  'pepino',
  'lechuga',
  'locoto',
  'flores de corte',
  'plantines de hortalizas',
];

const STRUCTURE = [
  '<strong>Estructura galvanizada</strong> en caliente, resistente a la corrosión y a la radiación intensa de altura',
  '<strong>Film de polietileno de 200 micrones</strong> con filtro UV, térmico y antigoteo',
  'Anclajes de hormigón y <strong>tensores de cable de acero</strong> para vientos de hasta 90 km/h',
  'Perfiles de sujeción tipo <em>clip</em> que permiten cambiar el film sin perforarlo',
  'Canaletas para <strong>recolectar agua de lluvia</strong> y almacenarla para el riego',
  'Puertas frontales con marco metálico y malla antiinsectos',
];

const SERVICE = [
  'Incluye planos, lista de materiales y <strong>montaje por nuestro equipo técnico</strong>',
  'Garantía de 2 años en estructura y 1 año en el film agrícola',
  'Visita técnica previa para nivelar el terreno y orientar la nave',
  'Capacitación de medio día sobre ventilación y manejo del clima interno',
];

const CLOSINGS = [
  'Entregamos en todo el país desde nuestro taller en Cochabamba; el plazo habitual de instalación es de 2 a 4 semanas.',
  'Solicite una cotización con las medidas de su terreno: adaptamos el diseño a la pendiente y a los vientos de su zona.',
  'Trabajamos con productores de los valles, el altiplano y los llanos; consulte por financiamiento para asociaciones.',
  'Precio referencial con montaje en un radio de 50 km de la ciudad de Cochabamba; el transporte a otras zonas se cotiza aparte.',
];

function tunnel(r: Rand, w: number, l: number, extra: string, rate: [number, number]): Draft {
  const area = w * l;
  const crops = pickN(r, CROPS, 2);
  return {
    name: `Invernadero túnel ${w} × ${l} m ${extra}`,
    scene: 'greenhouse',
    intro: `Invernadero tipo túnel de ${miles(area)} m² pensado para ${crops[0]} y ${crops[1]}. Su forma de arco reparte bien la carga de viento y granizo, y es una de las opciones más económicas por metro cuadrado para empezar a producir bajo cubierta.`,
    heading: 'Características',
    features: [
      `Ancho de ${w} m, largo de ${l} m y altura al cenit de ${num(w / 2 + 0.8)} m`,
      ...pickN(r, STRUCTURE, 3),
      pick(r, SERVICE),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, area * rate[0], area * rate[1]),
  };
}

function chapel(
  r: Rand,
  name: string,
  area: number,
  material: string,
  rate: [number, number],
): Draft {
  return {
    name,
    scene: 'greenhouse',
    intro: `Invernadero capilla a dos aguas de ${miles(area)} m² con ${material}. El techo inclinado evacua rápido la lluvia y la granizada, y la altura lateral permite trabajar cómodamente con cultivos tutorados como ${pick(r, ['tomate', 'pepino', 'pimentón'])}.`,
    heading: 'Lo que incluye',
    features: [
      `Estructura de ${material} con cerchas cada 3 m`,
      'Ventanas laterales con <strong>cortina enrollable</strong> y manivela',
      ...pickN(r, STRUCTURE, 2),
      pick(r, SERVICE),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, area * rate[0], area * rate[1]),
  };
}

function multi(
  r: Rand,
  naves: number,
  navW: number,
  l: number,
  extra: string,
  style: string,
): Draft {
  const area = Math.round(naves * navW * l);
  const rate: [number, number] = area >= 4000 ? [120, 165] : [140, 210];
  return {
    name: `Invernadero multicapilla ${style} de ${naves} naves (${miles(area)} m²) ${extra}`,
    scene: 'greenhouse',
    intro: `Invernadero de naves unidas por canaleta, de ${num(navW)} m de ancho por ${l} m de largo cada una. Es la solución para producción comercial de ${pick(r, CROPS)} y ${pick(r, ['flores', 'plantines', 'hortalizas de hoja'])}: mayor volumen de aire, clima más estable y mejor aprovechamiento del terreno.`,
    heading: 'Especificaciones',
    features: [
      `<strong>${naves} naves de ${num(navW)} m</strong>, altura a canaleta de 4 m y a cumbrera de 5,6 m`,
      '<strong>Ventilación cenital</strong> con apertura por cremallera en cada nave',
      'Canaleta galvanizada con pendiente para conducir el agua de lluvia a un reservorio',
      ...pickN(r, STRUCTURE, 2),
      pick(r, SERVICE),
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, area * rate[0], area * rate[1]),
  };
}

export function greenhouseDrafts(r: Rand): Draft[] {
  const d: Draft[] = [];
  d.push(tunnel(r, 6, 20, 'con ventanas laterales enrollables', [150, 210]));
  d.push(tunnel(r, 8, 30, 'con ventilación cenital', [140, 200]));
  d.push(tunnel(r, 8, 40, 'con puertas correderas en ambos frentes', [130, 190]));
  d.push(tunnel(r, 9, 50, 'con doble puerta y antecámara', [120, 180]));
  d.push(tunnel(r, 10, 60, 'con ventilación cenital y malla lateral', [110, 170]));
  d.push(tunnel(r, 10, 100, 'de 1.000 m² para producción comercial', [95, 160]));

  d.push(
    chapel(
      r,
      'Invernadero capilla a dos aguas 10 × 30 m en madera tratada',
      300,
      'madera de eucalipto tratada con sales CCA',
      [110, 150],
    ),
  );
  d.push(
    chapel(
      r,
      'Invernadero capilla 12 × 40 m con estructura galvanizada',
      480,
      'tubo galvanizado de 2 pulgadas',
      [150, 210],
    ),
  );
  d.push(
    chapel(
      r,
      'Invernadero capilla 15 × 50 m con cortina lateral doble',
      750,
      'tubo galvanizado y correas de acero',
      [140, 195],
    ),
  );
  d.push({
    name: 'Carpa solar 6 × 20 m con muros de adobe para el altiplano',
    scene: 'greenhouse',
    intro:
      'La carpa solar es el invernadero tradicional del altiplano: muros gruesos de adobe que acumulan el calor del día y lo devuelven por la noche, y techo de agrofilm. Permite cosechar lechuga, acelga, tomate y flores incluso con heladas de −10 °C.',
    heading: 'Características',
    features: [
      'Muros de adobe de 40 cm en tres lados y <strong>frente transparente orientado al norte</strong>',
      'Techo de agrofilm de 250 micrones con doble capa y cámara de aire',
      'Puerta de madera con antecámara para evitar la pérdida de calor',
      'Ventanas cenitales con cierre hermético para ventilar al mediodía',
      'Diseño validado con productores de Viacha, Achocalla y el lago Titicaca',
    ],
    closing:
      'Precio con materiales de cubierta y dirección técnica; la fabricación de adobes puede hacerse con mano de obra de la comunidad.',
    price: price(r, 14_000, 24_000),
  });

  d.push(multi(r, 4, 8, 40, 'con ventilación cenital', 'en arco'));
  d.push(multi(r, 6, 8, 50, 'con cortinas laterales automáticas', 'en arco'));
  d.push(multi(r, 10, 9.6, 52, 'con pantalla térmica', 'gótico'));
  d.push(multi(r, 3, 7, 50, 'para plantines y vivero', 'gótico'));

  const nets: Array<[number, string, string]> = [
    [500, '50 mesh', 'Casa malla antiáfido de 500 m² con malla 50 mesh'],
    [1000, '50 mesh', 'Invernadero de malla antiáfido 1.000 m² con doble puerta'],
    [2000, '40 mesh', 'Casa malla antiáfido de 2.000 m² para semilla de papa'],
  ];
  for (const [area, mesh, name] of nets) {
    d.push({
      name,
      scene: 'greenhouse',
      intro: `Estructura cubierta con malla antiáfido de ${mesh} que impide el ingreso de pulgones, mosca blanca y trips, vectores de virus en ${pick(r, ['papa', 'tomate', 'pimentón', 'ají'])}. Mantiene buena ventilación, ideal para los valles y llanos donde el plástico recalienta el cultivo.`,
      heading: 'Características',
      features: [
        `<strong>Malla de ${mesh}</strong> de polietileno monofilamento con protección UV`,
        'Techo plano con cables tensados y postes galvanizados cada 4 m',
        'Doble puerta con antecámara y pediluvio sanitario',
        pick(r, SERVICE),
        'Reduce hasta en un 80 % las aplicaciones de insecticida',
      ],
      closing: pick(r, CLOSINGS),
      price: price(r, area * 70, area * 110),
    });
  }

  const shades: Array<[number, number, string]> = [
    [500, 50, 'para hortalizas de hoja en Santa Cruz'],
    [1000, 35, 'para viveros forestales y frutales'],
    [2000, 65, 'para plantines de café y cacao'],
  ];
  for (const [area, pct, use] of shades) {
    d.push({
      name: `Sombreadero con malla raschel ${pct} % de ${miles(area)} m² ${use}`,
      scene: 'greenhouse',
      intro: `Sombreadero con malla raschel de ${pct} % de sombra, que reduce la temperatura de la hoja y protege de la radiación directa y del granizo ligero. Muy usado en los llanos orientales y en los Yungas para ${use.replace('para ', '')}.`,
      features: [
        `Malla raschel negra o verde de <strong>${pct} % de sombra</strong>, tejida con hilo estabilizado UV`,
        'Postes de madera tratada o tubo galvanizado a 3 m de altura',
        'Cables perimetrales y anclajes de hormigón',
        'Montaje en 1 a 2 semanas según el terreno',
      ],
      closing: pick(r, CLOSINGS),
      price: price(r, area * 35, area * 60),
    });
  }

  d.push({
    name: 'Cabezal de fertirriego para invernadero de 1.000 m² con inyector Venturi',
    scene: 'greenhouse',
    intro:
      'Conjunto listo para instalar a la entrada del invernadero: filtra el agua, dosifica el fertilizante y reparte el riego a los sectores de goteo. Pensado para tomate, pimentón y frutilla bajo cubierta.',
    heading: 'Componentes',
    features: [
      '<strong>Inyector Venturi de 1 pulgada</strong> con válvula de regulación y rotámetro',
      'Filtro de anillas de 120 mesh y manómetros antes y después',
      'Tanque de 200 L para solución madre',
      'Dos válvulas de sector y programador a batería',
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 12_000, 19_000),
  });
  d.push({
    name: 'Cabezal de riego automatizado con tres tanques de fertilizante para 5.000 m²',
    scene: 'greenhouse',
    intro:
      'Cabezal de fertirriego para invernaderos comerciales con control de pH y conductividad. Mezcla tres soluciones madre y ajusta la dosis según la etapa del cultivo.',
    heading: 'Componentes',
    features: [
      '<strong>Controlador de fertirriego</strong> con sondas de pH y CE',
      'Tres bombas dosificadoras y tanques de 500 L',
      'Filtro de anillas automático de 2 pulgadas',
      'Hasta 12 sectores de riego con electroválvulas',
      'Puesta en marcha y capacitación al operador incluidas',
    ],
    closing: 'Consulte el diseño según el caudal de su pozo o reservorio.',
    price: price(r, 38_000, 62_000),
    hidePrice: true,
  });

  d.push({
    name: 'Film agrícola térmico de 200 micrones con filtro UV (rollo 8 × 50 m)',
    scene: 'greenhouse',
    intro:
      'Polietileno tricapa para cubierta de invernaderos y carpas solares. Difunde la luz, evita el goteo sobre el cultivo y retiene el calor nocturno, clave en las zonas con heladas.',
    features: [
      'Espesor de <strong>200 micrones</strong>, ancho de 8 m y largo de 50 m',
      'Aditivo UV para <strong>3 campañas</strong> de uso en altura',
      'Capa antigoteo y efecto térmico',
      'Transmisión de luz superior al 88 %',
    ],
    closing: 'También disponible en anchos de 6, 10 y 12 m bajo pedido.',
    price: price(r, 2_800, 5_500),
  });
  d.push({
    name: 'Sistema de nebulización para invernadero de 500 m²',
    scene: 'greenhouse',
    intro:
      'Baja la temperatura y sube la humedad en los días calurosos mediante microgotas que se evaporan antes de mojar las hojas. Muy útil en propagación, plantines y flores.',
    features: [
      'Boquillas antigoteo cada 1,5 m sobre líneas de polietileno',
      '<strong>Bomba de alta presión</strong> con filtro y temporizador',
      'Control por humedad relativa con sensor digital',
      'Reduce hasta 6 °C en horas de máxima radiación',
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 8_000, 16_000),
  });
  d.push({
    name: 'Kit de ventilación cenital motorizada para invernadero multicapilla',
    scene: 'greenhouse',
    intro:
      'Motorreductores, cremalleras y tablero de control para automatizar la apertura de las ventanas cenitales según la temperatura interior.',
    features: [
      'Motorreductor de 220 V con final de carrera',
      'Cremalleras galvanizadas para naves de hasta 60 m',
      '<strong>Termostato digital</strong> y modo manual',
      'Sensor de lluvia y viento que cierra las ventanas automáticamente',
    ],
    price: price(r, 9_500, 21_000),
  });
  d.push({
    name: 'Controlador de clima para invernadero con sensores de temperatura y humedad',
    scene: 'greenhouse',
    intro:
      'Cerebro del invernadero: mide temperatura, humedad y radiación y maneja ventanas, nebulización y riego. Consulta los datos desde el celular.',
    features: [
      '<strong>Sensores</strong> de temperatura, humedad relativa y radiación',
      'Hasta 8 salidas para motores, bombas y válvulas',
      'Alarmas por helada y exceso de temperatura al celular',
      'Registro histórico para mejorar el manejo del cultivo',
    ],
    closing: pick(r, CLOSINGS),
    price: price(r, 15_000, 32_000),
  });
  d.push({
    name: 'Pantalla térmica aluminizada para invernadero (1.000 m²)',
    scene: 'greenhouse',
    intro:
      'Malla aluminizada que se extiende por la noche para conservar el calor y por el día para dar sombra. Ahorra calefacción y protege contra heladas en los valles altos.',
    features: [
      'Tejido con <strong>tiras de aluminio</strong> y poliéster',
      'Ahorro de energía de hasta 45 % en noches frías',
      'Sistema de cables y poleas para apertura manual o motorizada',
    ],
    price: price(r, 18_000, 30_000),
  });
  return d;
}
