import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { Product, Service } from '@/shared/schemas/catalog-item';
import type { ImageName, Page } from '@/shared/schemas/common';
import type { TestContext } from './helper';

/** Which catalogue a shared test runs against: the routes and field names that differ. */
export interface KindUnderTest {
  label: string;
  base: '/api/products' | '/api/services';
  segment: 'category' | 'type';
  refField: 'category_id' | 'type_id';
  /** The group most tests write to, a second one for moves, and one kept for the paging tests. */
  group: { id: number; name: string; urlpath: string };
  otherGroup: { id: number; name: string; urlpath: string };
  listGroup: { id: number; name: string; urlpath: string };
  texts: {
    notFound: string;
    groupNotFound: string;
    duplicateCode: (code: string) => string;
    coverNotOwned: string;
  };
  noun: string;
}

export const PRODUCT_KIND: KindUnderTest = {
  label: 'products',
  base: '/api/products',
  segment: 'category',
  refField: 'category_id',
  group: { id: 2, name: 'Invernaderos', urlpath: 'invernaderos' },
  otherGroup: { id: 3, name: 'Riegos', urlpath: 'riegos' },
  listGroup: { id: 4, name: 'Laboratorios', urlpath: 'laboratorios' },
  texts: {
    notFound: 'Producto no encontrado.',
    groupNotFound: 'La categoría indicada no existe.',
    duplicateCode: (code) => `Ya existe un producto con el código «${code}».`,
    coverNotOwned: 'La portada debe ser una de las imágenes del producto.',
  },
  noun: 'producto',
};

export const SERVICE_KIND: KindUnderTest = {
  label: 'services',
  base: '/api/services',
  segment: 'type',
  refField: 'type_id',
  group: { id: 3, name: 'Cursos', urlpath: 'cursos' },
  otherGroup: { id: 1, name: 'Construcción', urlpath: 'construnccion' },
  listGroup: { id: 5, name: 'Laboratorio agrícola', urlpath: 'laboratorio' },
  texts: {
    notFound: 'Servicio no encontrado.',
    groupNotFound: 'El tipo de servicio indicado no existe.',
    duplicateCode: (code) => `Ya existe un servicio con el código «${code}».`,
    coverNotOwned: 'La portada debe ser una de las imágenes del servicio.',
  },
  noun: 'servicio',
};

export interface ItemBody {
  name: string;
  code?: string | null;
  description: string;
  price_id: { visible: boolean; totalPrice: number };
  published?: boolean;
  default_image?: string | null;
  [ref: string]: unknown;
}

/** A valid write body for the kind, with overrides. */
export function itemBody(kind: KindUnderTest, overrides: Partial<ItemBody> = {}): ItemBody {
  return {
    name: 'Artículo de prueba',
    description: '<p>Descripción</p>',
    [kind.refField]: kind.group.id,
    price_id: { visible: true, totalPrice: 100 },
    published: true,
    ...overrides,
  };
}

/**
 * An item as the API returns it (its schema's type), read by tests shared by both kinds: the
 * group field of either kind may be there.
 */
export type ApiItem = Omit<Product, 'category_id'> &
  Partial<Pick<Product, 'category_id'> & Pick<Service, 'type_id'>>;

export type ApiPage = Page<ApiItem>;

export type ApiImageName = ImageName;

export const auth = (token: string) => ({ 'x-access-token': token });

/** Creates an item through the API as admin and returns it; fails the test on anything but 201. */
export async function createItem(
  ctx: TestContext,
  kind: KindUnderTest,
  overrides: Partial<ItemBody> = {},
): Promise<ApiItem> {
  const res = await ctx.inject({
    method: 'POST',
    url: kind.base,
    headers: auth(ctx.adminToken),
    payload: itemBody(kind, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<ApiItem>();
}

/**
 * Gives a group its specifications through the admin API (`group` as `products/invernaderos`);
 * fails the test on anything but 200.
 */
export async function putGroupSpecs(ctx: TestContext, group: string, specs: unknown[]) {
  const res = await ctx.inject({
    method: 'PUT',
    url: `/api/admin/specs/${group}`,
    headers: auth(ctx.adminToken),
    payload: { specs },
  });
  if (res.statusCode !== 200) throw new Error(`specs failed: ${res.statusCode} ${res.body}`);
}

/** Asserts an error answer: the status, a JSON `{message}` body in Spanish and no stack trace. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
) {
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<{ message: string }>();
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  // Spanish, for a person: no stack trace, no framework error code, no English default texts.
  expect(body.message).not.toMatch(
    /\bat .+:\d+:\d+|FST_|Error:|must |should |Internal Server Error|Not Found|Unauthorized/,
  );
  if (message !== undefined) {
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  }
  return body.message;
}

// ---------------------------------------------------------------------------
// images and multipart bodies
// ---------------------------------------------------------------------------

/** A generated photo-like image (gradient, so encoders have something to do). */
export async function makeImage(
  width = 1000,
  height = 600,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  background = '#2f6f3e',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return format === 'png'
    ? image.png().toBuffer()
    : format === 'jpeg'
      ? image.jpeg().toBuffer()
      : image.webp().toBuffer();
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data request body, built by hand: file parts and optional plain fields. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----agrotec-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads files to an item as admin. */
export function upload(
  ctx: TestContext,
  kind: KindUnderTest,
  id: number,
  files: FilePart[],
  token = ctx.adminToken,
) {
  const body = multipart(files);
  return ctx.inject({
    method: 'POST',
    url: `${kind.base}/images/upload/${id}`,
    headers: { ...body.headers, ...auth(token) },
    payload: body.payload,
  });
}

/** The image names of an item, as an admin sees them (a draft's names are 404 to visitors). */
export async function imageNames(
  ctx: TestContext,
  kind: KindUnderTest,
  id: number,
): Promise<string[]> {
  const res = await ctx.inject({
    url: `${kind.base}/images/names/${id}`,
    headers: auth(ctx.adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<ApiImageName[]>().map((i) => i.public_name);
}
