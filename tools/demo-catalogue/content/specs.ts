/**
 * The demo catalogue's specifications: each category's and service type's list, and the values
 * of a demo item, read from its name where it says them (8 × 30 m, 75 HP, 1.000 m²) and
 * otherwise drawn from a PRNG seeded by its code, so every run gives the same values.
 */
import type { ItemSpecs, Spec } from '@/shared/schemas/specs';
import { prng, type Rand } from './kit';

const num = (key: string, label: string, unit: string | null, more: Partial<Spec> = {}): Spec => ({
  key,
  label,
  unit,
  type: 'number',
  filterable: false,
  highlight: false,
  ...more,
});
const choice = (key: string, label: string, choices: string[], more: Partial<Spec> = {}): Spec => ({
  key,
  label,
  unit: null,
  type: 'choice',
  choices,
  filterable: true,
  highlight: false,
  ...more,
});
const yesNo = (key: string, label: string, more: Partial<Spec> = {}): Spec => ({
  key,
  label,
  unit: null,
  type: 'boolean',
  filterable: true,
  highlight: false,
  ...more,
});
const shown = { filterable: true, highlight: true };
const filterable = { filterable: true };

/** The specifications of each category, by id. */
export const PRODUCT_SPECS: Readonly<Record<number, Spec[]>> = {
  // Maquinarias y equipos
  1: [
    num('potencia_hp', 'Potencia', 'HP', shown),
    choice('accionamiento', 'Accionamiento', ['diésel', 'gasolina', 'manual', 'tractor'], {
      highlight: true,
    }),
    choice('traccion', 'Tracción', ['2×4', '4×4']),
    num('peso_kg', 'Peso', 'kg', filterable),
    num('ancho_trabajo_m', 'Ancho de trabajo', 'm'),
    num('capacidad_l', 'Capacidad del tanque', 'L'),
  ],
  // Invernaderos
  2: [
    num('area_m2', 'Área', 'm²', shown),
    num('largo_m', 'Largo', 'm'),
    num('ancho_m', 'Ancho', 'm'),
    num('altura_cenital_m', 'Altura cenital', 'm'),
    choice(
      'cubierta',
      'Cubierta',
      ['polietileno', 'policarbonato', 'malla antiáfido', 'malla raschel'],
      {
        highlight: true,
      },
    ),
    choice('ventilacion', 'Ventilación', ['lateral', 'cenital', 'cenital y lateral', 'automática']),
  ],
  // Riegos
  3: [
    choice(
      'sistema',
      'Sistema',
      ['bombeo', 'goteo', 'aspersión', 'filtrado', 'fertirriego', 'control', 'almacenamiento'],
      {
        highlight: true,
      },
    ),
    num('caudal_l_h', 'Caudal', 'l/h', shown),
    num('potencia_hp', 'Potencia', 'HP', filterable),
    num('presion_bar', 'Presión de trabajo', 'bar'),
    num('superficie_m2', 'Superficie que riega', 'm²', filterable),
    choice('energia', 'Energía', ['eléctrica', 'solar', 'gasolina', 'batería', 'sin energía']),
  ],
  // Laboratorios
  4: [
    choice('uso', 'Uso', ['suelos', 'agua', 'plantas', 'granos', 'general'], { highlight: true }),
    yesNo('portatil', 'Portátil', { highlight: true }),
    num('capacidad_l', 'Capacidad', 'L'),
    choice('alimentacion', 'Alimentación', ['220 V', 'batería', 'sin energía']),
    num('garantia_meses', 'Garantía', 'meses'),
  ],
};

/** The specifications of each service type, by id. */
export const SERVICE_SPECS: Readonly<Record<number, Spec[]>> = {
  // Construcción
  1: [
    num('superficie_m2', 'Superficie', 'm²', shown),
    num('plazo_semanas', 'Plazo de obra', 'semanas', shown),
    choice('departamento', 'Departamento', [
      'Cochabamba',
      'La Paz',
      'Oruro',
      'Santa Cruz',
      'Tarija',
      'Chuquisaca',
    ]),
    yesNo('incluye_materiales', 'Incluye materiales'),
    num('garantia_meses', 'Garantía', 'meses'),
  ],
  // Instalación de riego
  2: [
    choice(
      'sistema',
      'Sistema',
      [
        'goteo',
        'aspersión',
        'microaspersión',
        'nebulización',
        'bombeo solar',
        'fertirriego',
        'automatización',
      ],
      {
        highlight: true,
      },
    ),
    num('superficie_m2', 'Superficie', 'm²', filterable),
    num('plazo_dias', 'Plazo de instalación', 'días', shown),
    yesNo('incluye_materiales', 'Incluye materiales'),
    yesNo('capacitacion', 'Incluye capacitación'),
  ],
  // Cursos
  3: [
    num('duracion_h', 'Duración', 'h', shown),
    choice('modalidad', 'Modalidad', ['presencial', 'virtual'], { highlight: true }),
    yesNo('certificado', 'Certificado'),
    choice('nivel', 'Nivel', ['básico', 'intermedio', 'avanzado']),
    num('cupos', 'Cupos', null),
  ],
  // Asesorías técnicas
  4: [
    choice('modalidad', 'Modalidad', ['visitas en campo', 'a distancia', 'mixta'], {
      highlight: true,
    }),
    num('duracion_meses', 'Duración', 'meses', shown),
    num('visitas', 'Visitas incluidas', null),
    yesNo('informe', 'Informe escrito'),
  ],
  // Laboratorio agrícola
  5: [
    choice('muestra', 'Tipo de muestra', ['suelo', 'agua', 'tejido vegetal', 'abono'], {
      highlight: true,
    }),
    num('plazo_dias', 'Entrega de resultados', 'días', shown),
    num('parametros', 'Parámetros analizados', null),
    yesNo('interpretacion', 'Incluye interpretación'),
  ],
};

/** A number said in a name, "1.000" and "1,5" read the Spanish way. */
const read = (text: string) => Number(text.replace(/\.(\d{3})/g, '$1').replace(',', '.'));
const match = (name: string, re: RegExp) => {
  const m = re.exec(name);
  return m ? read(m[1]) : undefined;
};
const between = (r: Rand, min: number, max: number, step = 1) =>
  Math.round((min + (max - min) * r()) / step) * step;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A seed from an item's code: the same values on every run, different from item to item. */
function seedOf(code: string) {
  let h = 2166136261;
  for (const c of code) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

function machinery(name: string, r: Rand): ItemSpecs {
  const hp = match(name, /(\d+(?:,\d+)?) HP/);
  const tractor = /^Tractor/.test(name);
  const values: ItemSpecs = {};
  const engine = /gasolina|cc/.test(name)
    ? 'gasolina'
    : /manual|a golpe/.test(name)
      ? 'manual'
      : tractor || /Motocultor|diésel/.test(name)
        ? 'diésel'
        : /para tractor|de arrastre|Arado|Rastra|Remolque|Rotocultivador|Pulverizadora|Turboatomizador|neumática|12 líneas|Encamadora|Cosechadora/.test(
              name,
            )
          ? 'tractor'
          : 'gasolina';
  values.accionamiento = engine;
  const power = hp ?? (engine === 'gasolina' ? between(r, 2, 8) : undefined);
  if (power !== undefined) values.potencia_hp = power;
  if (tractor) values.traccion = /4×4/.test(name) ? '4×4' : '2×4';
  values.peso_kg = tractor
    ? between(r, 1100, 1300) * ((power ?? 50) / 50)
    : engine === 'manual'
      ? between(r, 4, 12)
      : between(r, 40, 900, 5);
  values.peso_kg = Math.round(values.peso_kg);
  const width = match(name, /de (\d+(?:,\d+)?) m\b/) ?? match(name, /barra de (\d+) m/);
  if (width !== undefined) values.ancho_trabajo_m = width;
  const tank = match(name, /de (\d+(?:\.\d{3})?) L\b/);
  if (tank !== undefined) values.capacidad_l = tank;
  return values;
}

function greenhouse(name: string, r: Rand): ItemSpecs {
  const values: ItemSpecs = {};
  const dims = /(\d+) × (\d+) m/.exec(name);
  const area = match(name, /(\d+(?:\.\d{3})?) m²/);
  if (/Film agrícola/.test(name)) {
    return { cubierta: 'polietileno', ancho_m: 8, largo_m: 50, area_m2: 400 };
  }
  if (dims) {
    values.ancho_m = Number(dims[1]);
    values.largo_m = Number(dims[2]);
    values.area_m2 = values.ancho_m * values.largo_m;
    values.altura_cenital_m = round1(values.ancho_m / 2 + 0.8);
  } else if (area !== undefined) {
    values.area_m2 = area;
  }
  const structure = /^(Invernadero|Carpa|Casa malla|Sombreadero)/.test(name);
  if (structure) {
    if (!dims) values.altura_cenital_m = round1(between(r, 35, 60) / 10);
    values.cubierta = /antiáfido/.test(name)
      ? 'malla antiáfido'
      : /raschel/.test(name)
        ? 'malla raschel'
        : r() < 0.3
          ? 'policarbonato'
          : 'polietileno';
    values.ventilacion = /automátic/.test(name)
      ? 'automática'
      : /cenital/.test(name) && /lateral/.test(name)
        ? 'cenital y lateral'
        : /cenital/.test(name)
          ? 'cenital'
          : 'lateral';
  } else if (/ventilación|Controlador de clima/.test(name)) {
    values.ventilacion = 'automática';
  }
  return values;
}

function irrigation(name: string, r: Rand): ItemSpecs {
  const values: ItemSpecs = {};
  const pump = /Bomba|Motobomba|pivote/.test(name);
  values.sistema = pump
    ? 'bombeo'
    : /goteo/i.test(name)
      ? 'goteo'
      : /spersor|aspersión|pivote/.test(name)
        ? 'aspersión'
        : /Filtro/.test(name)
          ? 'filtrado'
          : /Venturi|fertirriego/.test(name)
            ? 'fertirriego'
            : /Programador|Sensor/.test(name)
              ? 'control'
              : 'almacenamiento';
  const hp = match(name, /(\d+(?:,\d+)?) HP/);
  if (hp !== undefined) values.potencia_hp = hp;
  const flow = match(name, /\((\d+) m³\/h/);
  if (flow !== undefined) values.caudal_l_h = flow * 1000;
  else if (pump) values.caudal_l_h = between(r, 8, 40) * 1000;
  else if (values.sistema === 'goteo' || values.sistema === 'aspersión')
    values.caudal_l_h = between(r, 300, 4000, 50);
  if (pump || values.sistema !== 'almacenamiento')
    values.presion_bar = round1(pump ? between(r, 25, 45) / 10 : between(r, 5, 30) / 10);
  const area = match(name, /(\d+(?:\.\d{3})?) m²/);
  const hectares = match(name, /(\d+) ha\b/);
  if (area !== undefined && values.sistema !== 'almacenamiento') values.superficie_m2 = area;
  else if (hectares !== undefined) values.superficie_m2 = hectares * 10_000;
  values.energia = /solar/.test(name)
    ? 'solar'
    : /gasolina/.test(name)
      ? 'gasolina'
      : /eléctrica|wifi|Sensor|pivote/.test(name)
        ? 'eléctrica'
        : /batería/.test(name)
          ? 'batería'
          : 'sin energía';
  return values;
}

function laboratory(name: string, r: Rand): ItemSpecs {
  const values: ItemSpecs = {};
  values.uso = /suelo|tamices|Barreno/i.test(name)
    ? 'suelos'
    : /agua|Destilador|Conductímetro|multiparamétrico/i.test(name)
      ? 'agua'
      : /granos|quinua/i.test(name)
        ? 'granos'
        : /Microscopio|Estereomicroscopio|fitopatología|Refractómetro|entomología/.test(name)
          ? 'plantas'
          : 'general';
  const portable = /portátil|campo|Barreno|Kit|Refractómetro|Medidor de humedad/i.test(name);
  values.portatil = portable;
  const litres = match(name, /de (\d+) L\b/);
  if (litres !== undefined) values.capacidad_l = litres;
  values.alimentacion = /Barreno|tamices|Kit de análisis/.test(name)
    ? 'sin energía'
    : portable
      ? 'batería'
      : '220 V';
  values.garantia_meses = values.alimentacion === 'sin energía' ? 6 : between(r, 1, 3) * 12;
  return values;
}

const DEPARTMENTS: Array<[RegExp, string]> = [
  [/Tarija|San Lorenzo|Yacuiba/, 'Tarija'],
  [/La Paz|Patacamaya|Viacha|El Alto|Achocalla/, 'La Paz'],
  [/Oruro/, 'Oruro'],
  [/Santa Cruz|Comarapa|Cotoca|Montero|Samaipata/, 'Santa Cruz'],
  [/Sucre|Chuquisaca/, 'Chuquisaca'],
];

function service(typeId: number, name: string, r: Rand): ItemSpecs {
  const area = match(name, /(\d+(?:\.\d{3})?) m²/);
  const hectares = match(name, /(\d+) ha\b/);
  switch (typeId) {
    case 1:
      return {
        superficie_m2: area ?? match(name, /(\d+(?:\.\d{3})?) m³/) ?? between(r, 200, 800, 50),
        plazo_semanas: between(r, 2, 10),
        departamento: DEPARTMENTS.find(([re]) => re.test(name))?.[1] ?? 'Cochabamba',
        incluye_materiales: r() < 0.7,
        garantia_meses: between(r, 1, 2) * 12,
      };
    case 2:
      return {
        sistema: /solar/.test(name)
          ? 'bombeo solar'
          : /fertirriego/.test(name)
            ? 'fertirriego'
            : /microaspersión/.test(name)
              ? 'microaspersión'
              : /nebulización/.test(name)
                ? 'nebulización'
                : /Automatización/.test(name)
                  ? 'automatización'
                  : /aspersión/.test(name)
                    ? 'aspersión'
                    : 'goteo',
        superficie_m2: area ?? (hectares ?? between(r, 1, 5)) * 10_000,
        plazo_dias: between(r, 3, 21),
        incluye_materiales: r() < 0.5,
        capacitacion: r() < 0.8,
      };
    case 3: {
      const online = /virtual/.test(name);
      return {
        duracion_h: online ? between(r, 8, 24, 4) : between(r, 16, 40, 4),
        modalidad: online ? 'virtual' : 'presencial',
        certificado: r() < 0.85,
        nivel: r() < 0.5 ? 'básico' : r() < 0.7 ? 'intermedio' : 'avanzado',
        cupos: online ? between(r, 40, 100, 10) : between(r, 15, 30, 5),
      };
    }
    case 4: {
      const months = /campaña|mensual/.test(name) ? between(r, 4, 8) : between(r, 1, 3);
      return {
        modalidad: /campo|visita/.test(name)
          ? 'visitas en campo'
          : r() < 0.5
            ? 'mixta'
            : 'a distancia',
        duracion_meses: months,
        visitas: months * between(r, 1, 2),
        informe: true,
      };
    }
    default:
      return {
        muestra: /agua/.test(name)
          ? 'agua'
          : /foliar|fitopatológico|nematológico/.test(name)
            ? 'tejido vegetal'
            : /abonos|compost/.test(name)
              ? 'abono'
              : 'suelo',
        plazo_dias: between(r, 3, 15),
        parametros: between(r, 3, 18),
        interpretacion: r() < 0.75,
      };
  }
}

/** A demo product's values (its category by id), deterministic for its code. */
export function productSpecValues(categoryId: number, name: string, code: string): ItemSpecs {
  const r = prng(seedOf(code));
  if (categoryId === 1) return machinery(name, r);
  if (categoryId === 2) return greenhouse(name, r);
  if (categoryId === 3) return irrigation(name, r);
  return laboratory(name, r);
}

/** A demo service's values (its type by id), deterministic for its code. */
export const serviceSpecValues = (typeId: number, name: string, code: string): ItemSpecs =>
  service(typeId, name, prng(seedOf(code)));
