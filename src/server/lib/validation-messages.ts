import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Spanish names of the fields a client can send, as a person filling a form knows them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'nombre',
  code: 'código',
  description: 'descripción',
  price_id: 'precio',
  totalPrice: 'precio',
  visible: 'mostrar precio',
  category_id: 'categoría',
  category: 'categoría',
  type_id: 'tipo',
  type: 'tipo',
  published: 'publicado',
  default_image: 'portada',
  page: 'página',
  size: 'tamaño de página',
  order_by: 'orden',
  order_direction: 'dirección del orden',
  'price.min': 'precio desde',
  'price.max': 'precio hasta',
  q: 'búsqueda',
  username: 'nombre de usuario',
  password: 'contraseña',
  role: 'rol',
  id: 'id',
  public_names: 'orden de imágenes',
  related_ids: 'relacionados',
  name_param: 'nombre',
  group: 'grupo',
  urlpath: 'dirección del grupo',
  width: 'ancho',
  from: 'desde',
  to: 'hasta',
  kind: 'tipo',
  format: 'formato',
  events: 'eventos',
  item: 'producto o servicio',
  items: 'productos o servicios',
  quantity: 'cantidad',
  query: 'búsqueda',
  results: 'resultados',
  created_at: 'fecha de creación',
  updated_at: 'fecha de modificación',
  specs: 'especificaciones',
  force: 'forzar',
  key: 'clave',
  label: 'nombre',
  unit: 'unidad',
  choices: 'opciones',
  filterable: 'filtrable',
  highlight: 'destacada',
};

/** The Spanish name of a request's field, as the API's messages say it (none: not labelled). */
export const fieldLabel = (field: string): string | undefined =>
  Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;

const label = (field: string) => `«${fieldLabel(field) ?? field}»`;

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return String(params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  const parts = (error.instancePath ?? '').split('/').filter((p) => p && !/^\d+$/.test(p));
  return parts.at(-1) ?? '';
}

function describe(error: FastifySchemaValidationError): string {
  const field = fieldOf(error);
  const params = error.params as Record<string, unknown>;
  const subject = field ? `El campo ${label(field)}` : 'La solicitud';
  switch (error.keyword) {
    case 'required':
      return `Falta el campo obligatorio ${label(field)}.`;
    case 'additionalProperties':
      return `El campo ${label(field)} no está permitido.`;
    case 'minLength':
      return params.limit === 1
        ? `${subject} no puede estar vacío.`
        : `${subject} debe tener al menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `${subject} admite como máximo ${String(params.limit)} caracteres.`;
    case 'minimum':
      return `${subject} debe ser mayor o igual a ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} debe ser menor o igual a ${String(params.limit)}.`;
    case 'x-finite':
      return `${subject} debe ser un número dentro del rango permitido.`;
    case 'maxItems':
      return `${subject} admite como máximo ${String(params.limit)} elementos.`;
    case 'pattern':
      if (field === 'code') return 'El código solo admite letras minúsculas, números y guiones.';
      if (field === 'username')
        return 'El nombre de usuario debe tener de 3 a 40 letras, números, puntos, guiones o guiones bajos.';
      return `${subject} tiene un formato inválido.`;
    case 'type':
      return params.type === 'integer'
        ? `${subject} debe ser un número entero.`
        : params.type === 'number'
          ? `${subject} debe ser un número.`
          : params.type === 'boolean'
            ? `${subject} debe ser verdadero o falso.`
            : params.type === 'string'
              ? `${subject} debe ser un texto.`
              : `${subject} tiene un tipo inválido.`;
    default:
      return `${subject} tiene un valor no permitido.`;
  }
}

/** The most useful of ajv's errors, in Spanish: a branch's own error beats the anyOf summary. */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const meaningful = errors.find((e) => !['anyOf', 'oneOf', 'const', 'type'].includes(e.keyword));
  return describe(meaningful ?? errors.find((e) => e.keyword !== 'anyOf') ?? errors[0]);
}
