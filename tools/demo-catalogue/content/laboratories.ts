/** Category 4 — Laboratorios: meters, ovens, balances, microscopes and soil analysis kits. */
import { type Draft, pick, pickN, price, type Rand } from './kit';

const SUPPORT = [
  '<strong>Certificado de calibración</strong> de fábrica',
  'Garantía de 2 años y soporte técnico en Cochabamba',
  'Capacitación en el uso y mantenimiento incluida',
  'Manual en español y soluciones de prueba para la puesta en marcha',
  'Servicio de calibración periódica en nuestro laboratorio',
];

const CLOSINGS = [
  'Equipo recomendado para laboratorios de universidades, institutos técnicos y asociaciones de productores.',
  'Enviamos a todo el país; consulte por paquetes para equipar un laboratorio de suelos completo.',
  'Consulte por reactivos, consumibles y repuestos compatibles.',
];

interface LabBase {
  name: string;
  intro: string;
  specs: string[];
  range: [number, number];
  scene?: 'lab' | 'soil-lab';
}

const BASES: LabBase[] = [
  {
    name: 'pHmetro de mesa con electrodo de vidrio y compensación de temperatura',
    intro:
      'Medidor de pH de mesa para análisis de suelos, agua de riego y soluciones nutritivas con resultados estables y repetibles.',
    specs: [
      'Rango de <strong>0,00 a 14,00 pH</strong> con resolución de 0,01',
      'Calibración automática de hasta 3 puntos',
      'Sonda de temperatura ATC incluida',
      'Brazo porta electrodos',
    ],
    range: [3_500, 8_500],
  },
  {
    name: 'pHmetro portátil impermeable para campo',
    intro:
      'pHmetro de bolsillo robusto para medir el pH de la solución de riego y del suelo directamente en la parcela o en el invernadero.',
    specs: [
      'Carcasa <strong>IP67</strong> resistente al agua y al polvo',
      'Electrodo intercambiable',
      'Pantalla retroiluminada',
      'Estuche con soluciones tampón 4, 7 y 10',
    ],
    range: [3_000, 4_800],
  },
  {
    name: 'Conductímetro de mesa para suelos y agua de riego',
    intro:
      'Mide la conductividad eléctrica y los sólidos disueltos para controlar la salinidad del suelo y la calidad del agua, un problema frecuente en el altiplano y el Chaco.',
    specs: [
      'Rango de 0 a <strong>200 mS/cm</strong> con cambio automático de escala',
      'Lectura de TDS y salinidad',
      'Celda de platino de constante 1',
      'Salida USB para registrar datos',
    ],
    range: [4_500, 11_000],
  },
  {
    name: 'Conductímetro portátil de CE y TDS para fertirriego',
    intro:
      'Controle en segundos la concentración de la solución nutritiva del fertirriego y de los cultivos hidropónicos.',
    specs: [
      'Medición de CE, TDS y temperatura',
      '<strong>Compensación automática</strong> de temperatura',
      'Funciona con pilas AAA',
    ],
    range: [3_000, 5_200],
  },
  {
    name: 'Medidor multiparamétrico de pH, CE y oxígeno disuelto',
    intro: 'Un solo equipo para los parámetros clave del agua de riego, piscicultura e hidroponía.',
    specs: [
      'Tres canales simultáneos',
      'Sonda óptica de <strong>oxígeno disuelto</strong>',
      'Memoria para 5.000 lecturas',
      'Maletín de transporte',
    ],
    range: [14_000, 28_000],
  },
  {
    name: 'Estufa de secado con circulación forzada de 50 L',
    intro:
      'Estufa para secar muestras de suelo, tejido vegetal y granos y determinar la humedad por gravimetría.',
    specs: [
      'Temperatura de ambiente +5 a <strong>250 °C</strong>',
      'Control digital PID con temporizador',
      'Interior de acero inoxidable con dos bandejas',
    ],
    range: [9_000, 16_000],
  },
  {
    name: 'Estufa de secado de 150 L para laboratorio de suelos',
    intro:
      'Mayor capacidad para laboratorios que procesan lotes grandes de muestras de suelo y forraje.',
    specs: [
      'Volumen útil de <strong>150 L</strong> y cuatro bandejas',
      'Circulación de aire forzada',
      'Alarma de sobretemperatura',
    ],
    range: [18_000, 32_000],
  },
  {
    name: 'Balanza analítica de 220 g con resolución de 0,1 mg',
    intro:
      'Balanza de alta precisión para preparar reactivos y pesar muestras en análisis químicos de suelo y foliares.',
    specs: [
      'Capacidad de 220 g y <strong>legibilidad de 0,0001 g</strong>',
      'Calibración interna automática',
      'Cámara de pesaje con puertas corredizas',
      'Interfaz RS-232 y USB',
    ],
    range: [14_000, 32_000],
  },
  {
    name: 'Balanza de precisión de 3.000 g con resolución de 0,01 g',
    intro: 'Para pesar muestras de suelo, semillas y fertilizantes con rapidez y precisión.',
    specs: [
      'Capacidad de <strong>3 kg</strong> y resolución de 0,01 g',
      'Plato de acero inoxidable',
      'Funciones de conteo y porcentaje',
    ],
    range: [4_500, 9_000],
  },
  {
    name: 'Kit de análisis rápido de suelo NPK y pH (50 determinaciones)',
    intro:
      'Análisis colorimétrico en campo de nitrógeno, fósforo, potasio y pH para decidir la fertilización antes de la siembra.',
    specs: [
      'Reactivos para <strong>50 determinaciones</strong> de cada parámetro',
      'Tablas de colores y guía de interpretación para cultivos bolivianos',
      'Tubos de ensayo, jeringas y filtros',
    ],
    range: [3_200, 6_500],
    scene: 'soil-lab',
  },
  {
    name: 'Laboratorio portátil de suelos con fotómetro digital',
    intro:
      'Maletín con fotómetro y reactivos para medir nutrientes del suelo con precisión de laboratorio, pensado para técnicos extensionistas.',
    specs: [
      'Fotómetro de <strong>6 longitudes de onda</strong>',
      'Métodos para N, P, K, Ca, Mg, pH y materia orgánica',
      'Batería recargable y maletín rígido',
    ],
    range: [22_000, 38_000],
    scene: 'soil-lab',
  },
  {
    name: 'Barreno de muestreo de suelo tipo holandés con extensiones',
    intro:
      'Juego de barrenos para tomar muestras de suelo a distintas profundidades en suelos arcillosos, arenosos y pedregosos.',
    specs: [
      'Barrenos para suelo <strong>arcilloso, mixto y arenoso</strong>',
      'Extensiones hasta 2 m de profundidad',
      'Bolsas de muestreo y etiquetas',
    ],
    range: [3_000, 5_500],
    scene: 'soil-lab',
  },
  {
    name: 'Juego de tamices de acero inoxidable para granulometría',
    intro: 'Serie de tamices para el análisis granulométrico de suelos y sustratos.',
    specs: [
      '<strong>8 tamices</strong> de 200 mm de diámetro',
      'Mallas de 4,75 mm a 0,075 mm',
      'Tapa y fondo incluidos',
    ],
    range: [6_000, 12_000],
    scene: 'soil-lab',
  },
  {
    name: 'Microscopio binocular biológico 40x–1000x con luz LED',
    intro:
      'Microscopio para diagnóstico de hongos, bacterias y nematodos en tejidos vegetales y para prácticas de enseñanza.',
    specs: [
      'Objetivos acromáticos <strong>4x, 10x, 40x y 100x</strong>',
      'Iluminación LED regulable',
      'Platina mecánica y condensador Abbe',
    ],
    range: [5_000, 12_500],
  },
  {
    name: 'Microscopio trinocular con cámara digital de 5 MP',
    intro:
      'Permite proyectar y guardar imágenes de las muestras para informes fitosanitarios y clases.',
    specs: [
      'Cabezal trinocular con <strong>cámara de 5 megapíxeles</strong>',
      'Software de medición',
      'Objetivos plan acromáticos',
    ],
    range: [18_000, 34_000],
  },
  {
    name: 'Estereomicroscopio de 7x a 45x para entomología',
    intro: 'Lupa estereoscópica con zoom para identificar insectos, ácaros y semillas.',
    specs: [
      'Zoom continuo de <strong>7x a 45x</strong>',
      'Iluminación superior e inferior LED',
      'Brazo articulado opcional',
    ],
    range: [6_500, 15_000],
  },
  {
    name: 'Espectrofotómetro UV-Visible de doble haz',
    intro:
      'Equipo de referencia para análisis de fósforo, boro, nitratos y micronutrientes en suelos, aguas y tejidos.',
    specs: [
      'Rango de <strong>190 a 1.100 nm</strong>',
      'Ancho de banda de 1,8 nm',
      'Software para curvas de calibración',
    ],
    range: [48_000, 90_000],
  },
  {
    name: 'Mufla de laboratorio de 1.100 °C',
    intro:
      'Horno de alta temperatura para la determinación de cenizas y materia orgánica por calcinación.',
    specs: [
      'Temperatura máxima de <strong>1.100 °C</strong>',
      'Cámara de 5 L de fibra cerámica',
      'Controlador programable con rampas',
    ],
    range: [25_000, 45_000],
  },
  {
    name: 'Agitador magnético con calefacción de 5 L',
    intro:
      'Para preparar soluciones y extracciones de suelo con agitación y temperatura controladas.',
    specs: [
      'Plato cerámico hasta <strong>340 °C</strong>',
      'Velocidad de 100 a 1.500 rpm',
      'Sonda de temperatura externa',
    ],
    range: [3_500, 7_200],
  },
  {
    name: 'Centrífuga de mesa de 6 tubos de 50 mL',
    intro: 'Separación rápida de extractos de suelo y de muestras de agua.',
    specs: [
      'Velocidad máxima de <strong>4.000 rpm</strong>',
      'Rotor angular para tubos de 50 mL',
      'Bloqueo de tapa de seguridad',
    ],
    range: [9_000, 19_000],
  },
  {
    name: 'Destilador de agua de 4 L/h en acero inoxidable',
    intro: 'Agua destilada de calidad para análisis químicos y preparación de soluciones.',
    specs: [
      'Producción de <strong>4 litros por hora</strong>',
      'Corte automático por falta de agua',
      'Montaje en pared',
    ],
    range: [8_000, 15_000],
  },
  {
    name: 'Refractómetro digital de °Brix para frutas y uva',
    intro:
      'Mide el contenido de azúcares para decidir el momento óptimo de cosecha de uva, frutilla, durazno y tomate.',
    specs: [
      'Rango de <strong>0 a 85 °Brix</strong>',
      'Compensación automática de temperatura',
      'Lectura en 2 segundos',
    ],
    range: [3_200, 6_200],
  },
  {
    name: 'Medidor de humedad de granos para quinua, maíz y soya',
    intro:
      'Mide la humedad de la cosecha para almacenar sin pérdidas y negociar mejor el precio de venta.',
    specs: [
      'Curvas para <strong>más de 20 granos</strong>, incluida la quinua',
      'Compensación de temperatura',
      'Celda de medición con tapa de presión',
    ],
    range: [3_500, 8_000],
  },
  {
    name: 'Autoclave vertical de 50 L para esterilización',
    intro:
      'Esterilización de medios de cultivo y material de vidrio en laboratorios de fitopatología y cultivo in vitro.',
    specs: [
      'Cámara de <strong>50 L</strong> en acero inoxidable',
      'Presión de trabajo de 2,1 bar a 134 °C',
      'Válvula de seguridad y manómetro',
    ],
    range: [25_000, 52_000],
  },
  {
    name: 'Campana de extracción de gases de 1,2 m',
    intro: 'Protege al personal durante las digestiones ácidas y el manejo de reactivos volátiles.',
    specs: [
      'Ancho de <strong>1,2 m</strong> con ventana de vidrio templado',
      'Extractor centrífugo anticorrosivo',
      'Iluminación LED interior',
    ],
    range: [35_000, 78_000],
  },
  {
    name: 'Incubadora de cultivo de 80 L para fitopatología',
    intro:
      'Temperatura estable para el crecimiento de hongos y bacterias en el diagnóstico de enfermedades de cultivos.',
    specs: [
      'Rango de ambiente +5 a <strong>70 °C</strong>',
      'Puerta interior de vidrio',
      'Control digital con alarma',
    ],
    range: [12_000, 28_000],
  },
];

export function laboratoryDrafts(r: Rand): Draft[] {
  return BASES.map((b) => ({
    name: b.name,
    scene: b.scene ?? 'lab',
    intro: b.intro,
    heading: pick(r, ['Especificaciones', 'Características técnicas', 'Ficha técnica']),
    features: [...b.specs, ...pickN(r, SUPPORT, b.specs.length >= 4 ? 1 : 2)],
    closing: pick(r, CLOSINGS),
    price: price(r, b.range[0], b.range[1]),
  }));
}
