import sharp from 'sharp';
import { putMedia } from '@/server/db/repositories/media';
import { fieldLabel } from '@/server/lib/validation-messages';
import { createTestContext, type TestContext } from './helper';
import { expectError, makeImage } from './fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/media/images/:name', () => {
  beforeAll(async () => {
    // Stand-in for what the seeder stores: one name in both formats.
    const source = await makeImage(400, 200, 'png');
    for (const format of ['webp', 'jpeg'] as const) {
      const data = await sharp(source).toFormat(format).toBuffer();
      await putMedia(ctx.handle.db, { name: 'riegos-sm', format, width: 400, height: 200, data });
    }
  });

  test('an unknown name is a 404 with a Spanish message', async () => {
    expectError(await ctx.inject({ url: '/api/media/images/login' }), 404, 'Imagen no encontrada.');
    expectError(
      await ctx.inject({
        url: '/api/media/images/invernaderos-lg',
        headers: { accept: 'image/webp' },
      }),
      404,
      'Imagen no encontrada.',
    );
  });

  test('a name outside the allowed pattern is a 400', async () => {
    expectError(await ctx.inject({ url: '/api/media/images/Login' }), 400);
    expectError(await ctx.inject({ url: `/api/media/images/${'a'.repeat(65)}` }), 400);
    expectError(await ctx.inject({ url: '/api/media/images/..%2F..%2Fetc' }), 400);
  });

  test('stored media: WebP when accepted, JPEG otherwise, cached a day, 304 on a matching ETag', async () => {
    const webp = await ctx.inject({
      url: '/api/media/images/riegos-sm',
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const jpeg = await ctx.inject({ url: '/api/media/images/riegos-sm' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    for (const res of [webp, jpeg]) {
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept');
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    }
    const again = await ctx.inject({
      url: '/api/media/images/riegos-sm',
      headers: { 'if-none-match': String(jpeg.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('site media keep their public caching for a request with a token; a missing one is no-store', async () => {
    for (const token of [ctx.adminToken, 'not-a-token']) {
      const res = await ctx.inject({
        url: '/api/media/images/riegos-sm',
        headers: { 'x-access-token': token, accept: 'image/webp' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
    const missing = await ctx.inject({
      url: '/api/media/images/no-existe',
      headers: { 'x-access-token': ctx.adminToken },
    });
    expectError(missing, 404, 'Imagen no encontrada.');
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

test('GET /api/health answers {status:"ok"}', async () => {
  const res = await ctx.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

describe('API documentation', () => {
  type Operation = {
    responses?: Record<string, { description?: string }>;
    parameters?: Array<{ in: string; name: string }>;
    requestBody?: { content: Record<string, { schema: unknown }> };
    security?: unknown[];
  };
  let doc: {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components?: { securitySchemes?: Record<string, unknown> };
  };

  beforeAll(async () => {
    const res = await ctx.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });

  test('is an OpenAPI 3.1 document with a title and a version', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.version).toEqual(expect.any(String));
    expect(doc.components?.securitySchemes?.token).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-access-token',
    });
  });

  test('lists the main paths and methods', () => {
    const expected: Array<[string, string]> = [
      ['/api/auth/signin', 'post'],
      ['/api/products/category/a/{group}', 'get'],
      ['/api/products/category/{group}', 'get'],
      ['/api/products/{id}', 'get'],
      ['/api/products/{id}', 'put'],
      ['/api/products/{id}', 'delete'],
      ['/api/products/', 'post'],
      ['/api/products/c/{code}', 'get'],
      ['/api/products/images/upload/{id}', 'post'],
      ['/api/products/images/names/{id}', 'get'],
      ['/api/products/images/{name}', 'delete'],
      ['/api/products/images/{width}/{name}', 'get'],
      ['/api/products/{id}/images/order', 'put'],
      ['/api/services/type/a/{group}', 'get'],
      ['/api/services/type/{group}', 'get'],
      ['/api/services/c/{code}', 'get'],
      ['/api/services/images/upload/{id}', 'post'],
      ['/api/media/images/{name}', 'get'],
      ['/api/health', 'get'],
      ['/api/users/', 'get'],
      ['/api/admin/summary', 'get'],
    ];
    for (const [path, method] of expected) {
      expect({ path, method, present: !!doc.paths[path]?.[method] }).toEqual({
        path,
        method,
        present: true,
      });
    }
    // The document describes the API only.
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });

  test('every operation has responses with descriptions and declares its path parameters', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method))
          continue;
        expect({ path, method, responses: Object.keys(op.responses ?? {}).length > 0 }).toEqual({
          path,
          method,
          responses: true,
        });
        for (const response of Object.values(op.responses ?? {}))
          expect(typeof response.description).toBe('string');
        const declared = (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect({ path, method, declared }).toEqual({ path, method, declared: placeholders });
      }
    }
  });

  test('every field a request can carry has a Spanish name for the error messages', () => {
    const fields = new Set<string>();
    const walk = (schema: unknown) => {
      if (typeof schema !== 'object' || schema === null) return;
      const { properties, items, anyOf, oneOf, allOf } = schema as Record<string, unknown>;
      for (const [name, property] of Object.entries((properties ?? {}) as object)) {
        fields.add(name);
        walk(property);
      }
      for (const nested of [items, anyOf, oneOf, allOf].flat()) walk(nested);
    };
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item)) {
        for (const parameter of op.parameters ?? []) fields.add(parameter.name);
        for (const { schema } of Object.values(op.requestBody?.content ?? {})) walk(schema);
      }
    expect(fields.size).toBeGreaterThan(30);
    expect([...fields].filter((field) => !fieldLabel(field))).toEqual([]);
  });

  test('a query parameter with a default is optional; one without is required', () => {
    const required = (path: string) =>
      Object.fromEntries(
        (doc.paths[path]?.get?.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, (p as { required?: boolean }).required ?? false]),
      );
    expect(required('/api/products/category/a/{group}')).toEqual({
      page: false,
      size: false,
      order_by: false,
      order_direction: false,
      q: false,
      'price.min': false,
      'price.max': false,
    });
    expect(required('/api/search/')).toMatchObject({ q: true, page: false, size: false });
  });

  test('admin writes declare the token; public reads do not', () => {
    expect(doc.paths['/api/products/']?.post?.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/services/{id}']?.delete?.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/products/category/a/{group}']?.get?.security).toBeUndefined();
  });

  test('every $ref resolves inside the document', () => {
    const refs: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (k === '$ref' && typeof v === 'string') refs.push(v);
          else walk(v);
        }
      }
    };
    walk(doc);
    for (const ref of refs) {
      expect(ref.startsWith('#/')).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (node, key) =>
            (node as Record<string, unknown> | undefined)?.[
              key.replace(/~1/g, '/').replace(/~0/g, '~')
            ],
          doc,
        );
      expect({ ref, resolved: target !== undefined }).toEqual({ ref, resolved: true });
    }
  });

  test('/api/docs answers an HTML page', async () => {
    let res = await ctx.inject({ url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400)
      res = await ctx.inject({ url: String(res.headers.location) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
    expect(res.body).toMatch(/swagger/i);
  });
});
