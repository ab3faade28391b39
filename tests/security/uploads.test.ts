import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { call, createProduct, fetchBytes, signIn, storedState, type Item } from './client';
import { serverForThisFile, startServer } from './server';

/*
 * Uploads attacked: oversized files, too many files, spoofed types, a pixel flood, metadata and
 * trailing bytes; and an acknowledged upload that must survive the process being killed.
 */

const target = serverForThisFile();
let adminToken: string;
let item: Item;

beforeAll(async () => {
  adminToken = (await signIn(target.server)).token;
  item = await createProduct(target.server, adminToken);
});

interface Part {
  name: string;
  type: string;
  data: Buffer;
}

const upload = (parts: Part[], id = item.id) => {
  const form = new FormData();
  for (const part of parts)
    form.append('file', new Blob([new Uint8Array(part.data)], { type: part.type }), part.name);
  return call(target.server, `/api/products/images/upload/${id}`, {
    method: 'POST',
    token: adminToken,
    body: form,
  });
};

const photo = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();

/** A real PNG header that claims `width` × `height` pixels (CRC fixed), with one tiny pixel row. */
async function pixelFlood(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const flood = Buffer.from(png);
  flood.writeUInt32BE(width, 16);
  flood.writeUInt32BE(height, 20);
  flood.writeUInt32BE(crc32(flood.subarray(12, 29)), 29);
  return flood;
}

test('oversized files and too many files: 413 in Spanish, nothing stored', async () => {
  const before = await storedState(target.server, adminToken);
  const big = await upload([
    // A real JPEG padded past the limit: only its size is wrong, so the answer cannot be a 415.
    {
      name: 'grande.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024 + 1)]),
    },
  ]);
  expect([big.status, big.json()]).toEqual([
    413,
    { message: 'Cada archivo puede pesar como máximo 10 MB.' },
  ]);
  const small = await photo(320, 200);
  const many = await upload(
    Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.jpg`, type: 'image/jpeg', data: small })),
  );
  expect([many.status, many.json()]).toEqual([
    413,
    { message: 'Se pueden subir como máximo 10 archivos por vez.' },
  ]);
  expect(await storedState(target.server, adminToken)).toEqual(before);
});

test('type spoofing: what is not a raster image is a 415 whatever its name and declared type', async () => {
  const before = await storedState(target.server, adminToken);
  const spoofs: Part[] = [
    { name: 'foto.png', type: 'image/png', data: Buffer.from('esto no es una imagen') },
    {
      name: 'foto.jpg',
      type: 'image/jpeg',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    },
    {
      name: 'logo.svg',
      type: 'image/svg+xml',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    },
    { name: 'foto.gif', type: 'image/gif', data: Buffer.from('GIF89a<script>alert(1)</script>') },
    { name: 'doc.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4 falso') },
  ];
  for (const spoof of spoofs) {
    const res = await upload([
      spoof,
      { name: 'buena.jpg', type: 'image/jpeg', data: await photo(320, 200) },
    ]);
    expect({ name: spoof.name, status: res.status }).toEqual({ name: spoof.name, status: 415 });
    expect(res.json<{ message: string }>().message).toMatch(
      new RegExp(`^«${spoof.name.replace('.', '\\.')}»: `),
    );
  }
  expect(await storedState(target.server, adminToken)).toEqual(before);
});

test('a pixel flood (a tiny file claiming 60 000 × 60 000 pixels) is a 413 before any decoding', async () => {
  const before = await storedState(target.server, adminToken);
  const started = Date.now();
  const res = await upload([
    { name: 'bomba.png', type: 'image/png', data: await pixelFlood(60_000, 60_000) },
  ]);
  expect(res.status).toBe(413);
  expect(res.json<{ message: string }>().message).toMatch(/supera el límite de 40 megapíxeles/);
  expect(Date.now() - started).toBeLessThan(5000);
  expect((await call(target.server, '/api/health')).status).toBe(200);
  expect(await storedState(target.server, adminToken)).toEqual(before);
});

test('EXIF and bytes after the image end are stripped from every served variant', async () => {
  const secret = 'UBICACION-SECRETA-17.4013';
  const tagged = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#7a5230' },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: secret, Copyright: secret, Artist: secret } })
    .toBuffer();
  expect(tagged.includes(secret)).toBe(true);
  const trailing = Buffer.from(`PK\u0003\u0004${secret}<script>alert(1)</script>`);
  const res = await upload([
    { name: 'con-exif.jpg', type: 'image/jpeg', data: Buffer.concat([tagged, trailing]) },
  ]);
  expect(res.status).toBe(201);
  const [stored] = res.json<Array<{ public_name: string }>>();
  for (const width of ['300', '700']) {
    for (const accept of ['image/jpeg', 'image/webp']) {
      const served = await fetchBytes(
        target.server,
        `/api/products/images/${width}/${stored.public_name}`,
        accept,
      );
      expect(served.status).toBe(200);
      const text = served.bytes.toString('latin1');
      expect({
        width,
        accept,
        secret: text.includes(secret),
        script: text.includes('<script'),
        exif: /Exif\0\0|EXIF/.test(text),
      }).toEqual({
        width,
        accept,
        secret: false,
        script: false,
        exif: false,
      });
      if (served.type === 'image/jpeg')
        expect(served.bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      expect(await sharp(served.bytes).metadata()).not.toHaveProperty('exif');
    }
  }
});

test('an acknowledged upload survives the server being killed (SIGKILL) and is served after a restart', async () => {
  const kept = await createProduct(target.server, adminToken);
  const res = await upload(
    [{ name: 'persistente.jpg', type: 'image/jpeg', data: await photo() }],
    kept.id,
  );
  expect(res.status).toBe(201);
  const [stored] = res.json<Array<{ public_name: string }>>();
  await target.server.stop('SIGKILL');
  target.server = await startServer(target.store);
  const names = await call(target.server, `/api/products/images/names/${kept.id}`);
  expect(names.json<Array<{ public_name: string }>>().map((n) => n.public_name)).toEqual([
    stored.public_name,
  ]);
  const bytes = await fetchBytes(target.server, `/api/products/images/700/${stored.public_name}`);
  expect([bytes.status, bytes.type]).toEqual([200, 'image/jpeg']);
  expect((await sharp(bytes.bytes).metadata()).width).toBe(700);
  const product = await call(target.server, `/api/products/${kept.id}`, {
    token: (await signIn(target.server)).token,
  });
  expect(product.json<Item>().default_image).toBe(stored.public_name);
});
