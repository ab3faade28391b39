import sharp from 'sharp';
import { createTestContext, type TestContext } from './helper';
import {
  auth,
  createItem,
  expectError,
  imageNames,
  makeImage,
  multipart,
  PRODUCT_KIND,
  SERVICE_KIND,
  upload,
  type ApiImageName,
  type ApiItem,
  type KindUnderTest,
} from './fixtures';

jest.setTimeout(30_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_NAME = /^[A-Za-z0-9_-]{8,64}$/;

let ctx: TestContext;
let photo: Buffer;
let small: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await makeImage(1000, 600, 'png');
  small = await makeImage(200, 100, 'jpeg', '#aa3300');
});
afterAll(() => ctx.close());

describe.each([PRODUCT_KIND, SERVICE_KIND])('$label images', (kind: KindUnderTest) => {
  const { base } = kind;
  const otherBase = base === '/api/products' ? '/api/services' : '/api/products';
  const readItem = async (id: number) => {
    const res = await ctx.inject({ url: `${base}/${id}`, headers: auth(ctx.adminToken) });
    expect(res.statusCode).toBe(200);
    return res.json<ApiItem>();
  };
  const getImage = (width: number | string, name: string, headers: Record<string, string> = {}) =>
    ctx.inject({ url: `${base}/images/${width}/${name}`, headers });
  const deleteImage = (name: string, token = ctx.adminToken) =>
    ctx.inject({ method: 'DELETE', url: `${base}/images/${name}`, headers: auth(token) });
  const order = (id: number, names: string[], token = ctx.adminToken) =>
    ctx.inject({
      method: 'PUT',
      url: `${base}/${id}/images/order`,
      headers: auth(token),
      payload: { public_names: names },
    });

  describe('uploading and serving', () => {
    let item: ApiItem;
    let first: ApiImageName;
    let more: ApiImageName[];

    beforeAll(async () => {
      item = await createItem(ctx, kind, { name: `Galería ${kind.label}`, code: 'galeria' });
    });

    test('the first upload is stored and becomes the cover', async () => {
      const res = await upload(ctx, kind, item.id, [
        { filename: 'portada.png', contentType: 'image/png', data: photo },
      ]);
      expect(res.statusCode).toBe(201);
      const stored = res.json<ApiImageName[]>();
      expect(stored).toEqual([
        {
          public_name: expect.stringMatching(PUBLIC_NAME),
          original_name: 'portada.png',
          width: 1000,
          height: 600,
        },
      ]);
      first = stored[0];
      expect((await readItem(item.id)).default_image).toBe(first.public_name);
      expect((await ctx.inject({ url: `${base}/c/galeria` })).json<ApiItem>().default_image).toBe(
        first.public_name,
      );
      expect(await imageNames(ctx, kind, item.id)).toEqual([first.public_name]);
    });

    test('every file part is stored, whatever its field name, after the existing ones; the cover stays', async () => {
      const res = await upload(ctx, kind, item.id, [
        { field: 'images', filename: 'b.jpg', contentType: 'image/jpeg', data: small },
        {
          field: 'otra-cosa',
          filename: 'c.webp',
          contentType: 'image/webp',
          data: await makeImage(800, 800, 'webp'),
        },
      ]);
      expect(res.statusCode).toBe(201);
      more = res.json<ApiImageName[]>();
      expect(more.map((i) => [i.original_name, i.width, i.height])).toEqual([
        ['b.jpg', 200, 100],
        ['c.webp', 800, 800],
      ]);
      expect(new Set([first.public_name, ...more.map((i) => i.public_name)]).size).toBe(3);
      const names = await ctx.inject({ url: `${base}/images/names/${item.id}` });
      expect(names.json()).toEqual([first, ...more]);
      expect((await readItem(item.id)).default_image).toBe(first.public_name);
    });

    test.each([
      [300, 300, 180],
      [700, 700, 420],
    ])(
      'GET /images/%i/:name is WebP of that width when the client accepts WebP',
      async (width, w, h) => {
        const res = await getImage(width, first.public_name, {
          accept: 'image/avif,image/webp,*/*;q=0.8',
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, h]);
      },
    );

    test.each([
      [300, undefined],
      [700, '*/*'],
      [300, 'image/webp;q=0, image/*'],
    ])(
      'GET /images/%i/:name is JPEG when WebP is not accepted (Accept %s)',
      async (width, accept) => {
        const res = await getImage(width, first.public_name, accept ? { accept } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width]).toEqual(['jpeg', width]);
      },
    );

    test('a small image is never enlarged', async () => {
      const res = await getImage(700, more[0].public_name, { accept: 'image/webp' });
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([200, 100]);
    });

    test('image bytes carry immutable caching, an ETag and Vary: Accept; If-None-Match answers 304', async () => {
      const webp = await getImage(300, more[1].public_name, { accept: 'image/webp' });
      const jpeg = await getImage(300, more[1].public_name);
      for (const res of [webp, jpeg]) {
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
        expect(res.headers.etag).toMatch(/^"[^"]+"$/);
        expect(
          String(res.headers.vary)
            .split(/\s*,\s*/)
            .map((v) => v.toLowerCase()),
        ).toContain('accept');
      }
      expect(webp.headers.etag).not.toBe(jpeg.headers.etag);

      const again = await getImage(300, more[1].public_name, {
        accept: 'image/webp',
        'if-none-match': String(webp.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(webp.headers.etag);
      expect(again.headers['cache-control']).toBe(IMMUTABLE);
      // The other format's tag does not match this one.
      const mismatch = await getImage(300, more[1].public_name, {
        accept: 'image/webp',
        'if-none-match': String(jpeg.headers.etag),
      });
      expect(mismatch.statusCode).toBe(200);
      expect(mismatch.rawPayload.equals(webp.rawPayload)).toBe(true);
    });

    test('image bytes stay immutable for a request with a token (any token); its errors and data answers are no-store', async () => {
      const name = more[1].public_name;
      const visitor = await getImage(700, name, { accept: 'image/webp' });
      for (const token of [ctx.adminToken, ctx.editorToken, 'not-a-token', '']) {
        for (const [width, accept] of [
          [300, 'image/webp'],
          [700, 'image/webp'],
          [300, 'image/jpeg'],
        ] as const) {
          const res = await getImage(width, name, { ...auth(token), accept });
          expect({
            width,
            accept,
            status: res.statusCode,
            cache: res.headers['cache-control'],
          }).toEqual({ width, accept, status: 200, cache: IMMUTABLE });
          expect(String(res.headers.vary).toLowerCase()).toContain('accept');
        }
        const revalidated = await getImage(700, name, {
          ...auth(token),
          accept: 'image/webp',
          'if-none-match': String(visitor.headers.etag),
        });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.headers['cache-control']).toBe(IMMUTABLE);
      }
      const withToken = await getImage(700, name, {
        ...auth(ctx.adminToken),
        accept: 'image/webp',
      });
      expect(withToken.rawPayload.equals(visitor.rawPayload)).toBe(true);
      expect(withToken.headers.etag).toBe(visitor.headers.etag);
      // Not found is not image bytes: with a token it stays no-store, like every data answer.
      const missing = await getImage(300, 'no-existe-123456', auth(ctx.adminToken));
      expectError(missing, 404, 'Imagen no encontrada.');
      expect(missing.headers['cache-control']).toBe('no-store');
      const names = await ctx.inject({
        url: `${base}/images/names/${item.id}`,
        headers: auth(ctx.adminToken),
      });
      expect(names.statusCode).toBe(200);
      expect(names.headers['cache-control']).toBe('no-store');
      const read = await ctx.inject({ url: `${base}/${item.id}`, headers: auth(ctx.adminToken) });
      expect(read.headers['cache-control']).toBe('no-store');
    });

    test('unknown image, other catalogue, bad width', async () => {
      expectError(await getImage(300, 'no-existe-123456'), 404, 'Imagen no encontrada.');
      expectError(
        await ctx.inject({ url: `${otherBase}/images/300/${first.public_name}` }),
        404,
        'Imagen no encontrada.',
      );
      expectError(await getImage(500, first.public_name), 400);
      expectError(await getImage('original', first.public_name), 400);
    });

    test('names of an unknown item are a 404; of an invalid id a 400', async () => {
      expectError(
        await ctx.inject({ url: `${base}/images/names/999999` }),
        404,
        kind.texts.notFound,
      );
      expectError(await ctx.inject({ url: `${base}/images/names/abc` }), 400);
    });

    test('PUT /:id/images/order reorders the gallery and keeps the cover', async () => {
      const all = [first.public_name, ...more.map((i) => i.public_name)];
      const reversed = [...all].reverse();
      const res = await order(item.id, reversed);
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiImageName[]>().map((i) => i.public_name)).toEqual(reversed);
      expect(await imageNames(ctx, kind, item.id)).toEqual(reversed);
      expect((await readItem(item.id)).default_image).toBe(first.public_name);
      // Naming only some puts them first; the rest keep their relative order.
      await order(item.id, [all[1]]);
      expect(await imageNames(ctx, kind, item.id)).toEqual([all[1], all[2], all[0]]);
      await order(item.id, all);
      expect(await imageNames(ctx, kind, item.id)).toEqual(all);
    });

    test("ordering with a name that is not one of the item's images is a 400 and changes nothing", async () => {
      const before = await imageNames(ctx, kind, item.id);
      const res = await order(item.id, [before[2], 'desconocida-0001']);
      expectError(res, 400, `La imagen «desconocida-0001» no pertenece a este ${kind.noun}.`);
      expect(await imageNames(ctx, kind, item.id)).toEqual(before);
      expectError(await order(999999, before), 404, kind.texts.notFound);
      expectError(await order(item.id, before, ctx.editorToken), 403);
      expectError(
        await ctx.inject({
          method: 'PUT',
          url: `${base}/${item.id}/images/order`,
          payload: { public_names: before },
        }),
        401,
      );
      expectError(
        await ctx.inject({
          method: 'PUT',
          url: `${base}/${item.id}/images/order`,
          headers: auth(ctx.adminToken),
          payload: { names: before },
        }),
        400,
      );
      expect(await imageNames(ctx, kind, item.id)).toEqual(before);
    });

    test('PUT /:id with default_image set to one of its images changes the cover', async () => {
      const current = await readItem(item.id);
      const res = await ctx.inject({
        method: 'PUT',
        url: `${base}/${item.id}`,
        headers: auth(ctx.adminToken),
        payload: { ...current, default_image: more[1].public_name },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiItem>().default_image).toBe(more[1].public_name);
      expect((await ctx.inject({ url: `${base}/c/galeria` })).json<ApiItem>().default_image).toBe(
        more[1].public_name,
      );
    });

    test('PUT /:id with a cover of another item is a 400 and changes nothing', async () => {
      const other = await createItem(ctx, kind, { name: 'Ajeno' });
      const otherImage = (
        await upload(ctx, kind, other.id, [{ filename: 'x.jpg', data: small }])
      ).json<ApiImageName[]>()[0];
      const current = await readItem(item.id);
      const res = await ctx.inject({
        method: 'PUT',
        url: `${base}/${item.id}`,
        headers: auth(ctx.adminToken),
        payload: { ...current, name: 'No debe cambiar', default_image: otherImage.public_name },
      });
      expectError(res, 400, kind.texts.coverNotOwned);
      expect(await readItem(item.id)).toEqual(current);
    });

    test('deleting a non-cover image keeps the cover; deleting the cover promotes the next in order', async () => {
      // Gallery is [first, more0, more1] with more1 as cover.
      let res = await deleteImage(more[0].public_name);
      expect(res.statusCode).toBe(204);
      expect(await imageNames(ctx, kind, item.id)).toEqual([
        first.public_name,
        more[1].public_name,
      ]);
      expect((await readItem(item.id)).default_image).toBe(more[1].public_name);
      expectError(await getImage(300, more[0].public_name), 404);

      await order(item.id, [more[1].public_name, first.public_name]);
      res = await deleteImage(more[1].public_name);
      expect(res.statusCode).toBe(204);
      expect((await readItem(item.id)).default_image).toBe(first.public_name);
      expect((await ctx.inject({ url: `${base}/c/galeria` })).json<ApiItem>().default_image).toBe(
        first.public_name,
      );

      res = await deleteImage(first.public_name);
      expect(res.statusCode).toBe(204);
      expect((await readItem(item.id)).default_image).toBeNull();
      expect(await imageNames(ctx, kind, item.id)).toEqual([]);
    });

    test('deleting an image: unknown is 404, other catalogue 404, no token 401, editor 403', async () => {
      const stored = (await upload(ctx, kind, item.id, [{ filename: 'z.jpg', data: small }])).json<
        ApiImageName[]
      >()[0];
      expectError(await deleteImage('no-existe-123456'), 404, 'Imagen no encontrada.');
      expectError(
        await ctx.inject({
          method: 'DELETE',
          url: `${otherBase}/images/${stored.public_name}`,
          headers: auth(ctx.adminToken),
        }),
        404,
      );
      expectError(
        await ctx.inject({ method: 'DELETE', url: `${base}/images/${stored.public_name}` }),
        401,
      );
      expectError(await deleteImage(stored.public_name, ctx.editorToken), 403);
      expect(await imageNames(ctx, kind, item.id)).toEqual([stored.public_name]);
      expect((await getImage(300, stored.public_name)).statusCode).toBe(200);
      // The re-uploaded first image is the cover again.
      expect((await readItem(item.id)).default_image).toBe(stored.public_name);
    });

    test('deleting the item removes its images: bytes and names become 404', async () => {
      const doomed = await createItem(ctx, kind, { name: 'Con fotos' });
      const stored = (
        await upload(ctx, kind, doomed.id, [
          { filename: 'a.png', data: photo },
          { filename: 'b.jpg', data: small },
        ])
      ).json<ApiImageName[]>();
      for (const image of stored)
        expect((await getImage(700, image.public_name)).statusCode).toBe(200);
      const res = await ctx.inject({
        method: 'DELETE',
        url: `${base}/${doomed.id}`,
        headers: auth(ctx.adminToken),
      });
      expect(res.statusCode).toBe(204);
      for (const image of stored) {
        expectError(await getImage(700, image.public_name), 404);
        expectError(await getImage(300, image.public_name, { accept: 'image/webp' }), 404);
        expectError(await deleteImage(image.public_name), 404);
      }
      expectError(await ctx.inject({ url: `${base}/images/names/${doomed.id}` }), 404);
      const leftovers = await ctx.handle.db
        .selectFrom('images')
        .select('id')
        .where(
          'public_name',
          'in',
          stored.map((i) => i.public_name),
        )
        .execute();
      expect(leftovers).toEqual([]);
    });

    test("deleting with the other kind's address is a 404 that leaves the item and its images", async () => {
      const kept = await createItem(ctx, kind, { name: 'Con fotos, de otro tipo' });
      const stored = (await upload(ctx, kind, kept.id, [{ filename: 'a.png', data: photo }])).json<
        ApiImageName[]
      >();
      // Products and services share one sequence of ids.
      expectError(
        await ctx.inject({
          method: 'DELETE',
          url: `${otherBase}/${kept.id}`,
          headers: auth(ctx.adminToken),
        }),
        404,
      );
      expect(await imageNames(ctx, kind, kept.id)).toEqual(stored.map((i) => i.public_name));
      expect((await getImage(300, stored[0].public_name)).statusCode).toBe(200);
      expect((await readItem(kept.id)).default_image).toBe(stored[0].public_name);
    });

    test('a file name over 255 characters is cut, and the upload answers the name stored', async () => {
      const item = await createItem(ctx, kind, { name: 'Nombre de archivo largo' });
      const long = `${'ñ'.repeat(300)}.png`;
      const res = await upload(ctx, kind, item.id, [{ filename: long, data: small }]);
      expect(res.statusCode).toBe(201);
      const [answered] = res.json<ApiImageName[]>();
      expect(answered.original_name).toBe('ñ'.repeat(255));
      const names = await ctx.inject({ url: `${base}/images/names/${item.id}` });
      expect(names.json()).toEqual([answered]);
    });
  });

  describe('rejected uploads store nothing', () => {
    let item: ApiItem;
    beforeAll(async () => {
      item = await createItem(ctx, kind, { name: 'Rechazos', published: false });
    });
    afterEach(async () => {
      expect(await imageNames(ctx, kind, item.id)).toEqual([]);
      expect((await readItem(item.id)).default_image).toBeNull();
    });

    test('a text file is a 415', async () => {
      const res = await upload(ctx, kind, item.id, [
        {
          filename: 'notas.txt',
          contentType: 'text/plain',
          data: Buffer.from('hola, esto no es una imagen'),
        },
      ]);
      expectError(
        res,
        415,
        '«notas.txt»: El archivo no es una imagen válida (se aceptan JPEG, PNG, WebP, AVIF y GIF).',
      );
    });

    test('an SVG (script-capable) is a 415 even when declared as an image', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      );
      expectError(
        await upload(ctx, kind, item.id, [
          { filename: 'logo.png', contentType: 'image/png', data: svg },
        ]),
        415,
      );
    });

    test('a fake image (right magic bytes, garbage after) is a 415', async () => {
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(2000, 7),
      ]);
      expectError(
        await upload(ctx, kind, item.id, [
          { filename: 'falsa.png', contentType: 'image/png', data: fake },
        ]),
        415,
        /^«falsa\.png»: /,
      );
    });

    test('a truncated image is a 415', async () => {
      const jpeg = await makeImage(400, 300, 'jpeg');
      expectError(
        await upload(ctx, kind, item.id, [
          { filename: 'cortada.jpg', data: jpeg.subarray(0, jpeg.length / 2) },
        ]),
        415,
      );
    });

    test('when the second of two files is invalid, neither is stored', async () => {
      const res = await upload(ctx, kind, item.id, [
        { filename: 'buena.png', contentType: 'image/png', data: photo },
        { filename: 'mala.txt', contentType: 'text/plain', data: Buffer.from('no') },
      ]);
      expectError(res, 415, /«mala\.txt»/);
    });

    test('a file over 10 MB is a 413', async () => {
      const huge = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1 - photo.length)]);
      const res = await upload(ctx, kind, item.id, [
        { filename: 'ok.png', data: photo },
        { filename: 'enorme.png', contentType: 'image/png', data: huge },
      ]);
      expectError(res, 413, 'Cada archivo puede pesar como máximo 10 MB.');
    });

    test('more than 10 files is a 413', async () => {
      const tiny = await makeImage(16, 16, 'png');
      const files = Array.from({ length: 11 }, (_, i) => ({
        filename: `f${i}.png`,
        contentType: 'image/png',
        data: tiny,
      }));
      expectError(
        await upload(ctx, kind, item.id, files),
        413,
        'Se pueden subir como máximo 10 archivos por vez.',
      );
    });

    test('a multipart body without files is a 400', async () => {
      const body = multipart([], { nota: 'sin archivos' });
      const res = await ctx.inject({
        method: 'POST',
        url: `${base}/images/upload/${item.id}`,
        headers: { ...body.headers, ...auth(ctx.adminToken) },
        payload: body.payload,
      });
      expectError(res, 400, 'La solicitud no contiene archivos.');
    });

    test('a JSON body is a 415', async () => {
      const res = await ctx.inject({
        method: 'POST',
        url: `${base}/images/upload/${item.id}`,
        headers: auth(ctx.adminToken),
        payload: { file: 'x' },
      });
      expectError(res, 415, 'La solicitud debe ser multipart/form-data.');
    });

    test('no token 401, editor 403, unknown item 404', async () => {
      const body = multipart([{ filename: 'a.jpg', data: small }]);
      expectError(
        await ctx.inject({
          method: 'POST',
          url: `${base}/images/upload/${item.id}`,
          headers: body.headers,
          payload: body.payload,
        }),
        401,
      );
      expectError(
        await upload(ctx, kind, item.id, [{ filename: 'a.jpg', data: small }], ctx.editorToken),
        403,
      );
      expectError(
        await upload(ctx, kind, 999999, [{ filename: 'a.jpg', data: small }]),
        404,
        kind.texts.notFound,
      );
    });
  });
});
