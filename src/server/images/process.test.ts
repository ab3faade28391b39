import { deflateSync } from 'node:zlib';

import sharp from 'sharp';

import {
  ImageRejectedError,
  MAX_INPUT_PIXELS,
  ORIGINAL_MAX_WIDTH,
  pickFormat,
  processImage,
} from './process';
import type { EncodedVariant, ProcessedImage } from './process';
import { sniffImageType } from './sniff';

jest.setTimeout(30_000);

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

const solid = (width: number, height: number, background = '#2f6f3e') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Left half red, right half blue: lets us check that orientation moved pixels. */
function halves(width: number, height: number) {
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      if (x < width / 2) px[o] = 255;
      else px[o + 2] = 255;
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } });
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const o = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(o, o + info.channels));
}

function find(result: ProcessedImage, variant: string, format: string): EncodedVariant {
  const found = result.variants.find((v) => v.variant === variant && v.format === format);
  if (!found) throw new Error(`missing variant ${variant}/${format}`);
  return found;
}

async function expectRejected(
  promise: Promise<unknown>,
  statusCode: 413 | 415,
): Promise<ImageRejectedError> {
  const err = await promise.then(
    () => {
      throw new Error('expected processImage to reject');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageRejectedError);
  expect((err as ImageRejectedError).statusCode).toBe(statusCode);
  return err as ImageRejectedError;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A ~100-byte PNG whose IHDR claims `width` × `height` RGB pixels (a decompression bomb header). */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------
// tests
// ---------------------------------------------------------------------------

describe('constants', () => {
  it('exposes the documented limits', () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    expect(ORIGINAL_MAX_WIDTH).toBe(1600);
  });
});

describe('processImage: accepted formats', () => {
  it.each([
    ['jpeg', () => solid(640, 480).jpeg().toBuffer()],
    ['png', () => solid(640, 480).png().toBuffer()],
    ['webp', () => solid(640, 480).webp().toBuffer()],
    ['avif', () => solid(640, 480).avif({ effort: 0 }).toBuffer()],
    ['gif', () => solid(640, 480).gif().toBuffer()],
  ] as const)('processes a %s input into 5 variants', async (format, make) => {
    const result = await processImage(await make());
    expect(result.sourceFormat).toBe(format);
    expect([result.width, result.height]).toEqual([640, 480]);
    expect(result.variants.map((v) => `${v.variant}/${v.format}`)).toEqual([
      '300/webp',
      '300/jpeg',
      '700/webp',
      '700/jpeg',
      'original/jpeg',
    ]);
    for (const v of result.variants) {
      // declared format matches the real bytes and the decoder's view of them
      expect(sniffImageType(v.data)).toBe(v.format);
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe(v.format);
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    }
    expect(find(result, '300', 'webp')).toMatchObject({ width: 300, height: 225 });
    expect(find(result, '300', 'jpeg')).toMatchObject({ width: 300, height: 225 });
    expect(find(result, '700', 'webp')).toMatchObject({ width: 640, height: 480 });
    expect(find(result, 'original', 'jpeg')).toMatchObject({ width: 640, height: 480 });
  });
});

describe('processImage: sizes', () => {
  it('resizes a 2000x1000 image to 300x150, 700x350 and a 1600x800 original', async () => {
    const result = await processImage(await solid(2000, 1000).jpeg().toBuffer());
    expect([result.width, result.height]).toEqual([2000, 1000]);
    const dims = result.variants.map((v) => [v.variant, v.format, v.width, v.height]);
    expect(dims).toEqual([
      ['300', 'webp', 300, 150],
      ['300', 'jpeg', 300, 150],
      ['700', 'webp', 700, 350],
      ['700', 'jpeg', 700, 350],
      ['original', 'jpeg', 1600, 800],
    ]);
  });

  it('honours a custom originalMaxWidth', async () => {
    const result = await processImage(await solid(2000, 1000).png().toBuffer(), {
      originalMaxWidth: 1000,
    });
    expect(find(result, 'original', 'jpeg')).toMatchObject({ width: 1000, height: 500 });
    expect(find(result, '700', 'webp')).toMatchObject({ width: 700, height: 350 });
  });

  it('never enlarges a small image', async () => {
    const result = await processImage(await solid(200, 120).png().toBuffer());
    expect([result.width, result.height]).toEqual([200, 120]);
    for (const v of result.variants) {
      expect([v.width, v.height]).toEqual([200, 120]);
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const [w, fh, frames] = [40, 30, 3];
    const px = Buffer.alloc(w * fh * frames * 4);
    for (let f = 0; f < frames; f++) {
      for (let i = 0; i < w * fh; i++) {
        const o = (f * w * fh + i) * 4;
        px[o + f] = 255; // frame 0 red, frame 1 green, frame 2 blue
        px[o + 3] = 255;
      }
    }
    const gif = await sharp(px, {
      raw: { width: w, height: fh * frames, channels: 4, pageHeight: fh },
    })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const result = await processImage(gif);
    expect([result.width, result.height]).toEqual([w, fh]);
    for (const v of result.variants) {
      expect([v.width, v.height]).toEqual([w, fh]);
      const meta = await sharp(v.data).metadata();
      expect(meta.pages ?? 1).toBe(1);
    }
    const [r, g, b] = await pixelAt(find(result, 'original', 'jpeg').data, 20, 15);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
  });

  it('keeps only the first frame of an animated WebP', async () => {
    const [w, fh] = [32, 20];
    const px = Buffer.alloc(w * fh * 2 * 3);
    px.fill(255, 0, w * fh * 3); // frame 0 white, frame 1 black
    const webp = await sharp(px, { raw: { width: w, height: fh * 2, channels: 3, pageHeight: fh } })
      .webp({ loop: 0, lossless: true })
      .toBuffer();
    const result = await processImage(webp);
    expect([result.width, result.height]).toEqual([w, fh]);
    expect(find(result, '300', 'webp')).toMatchObject({ width: w, height: fh });
    expect((await pixelAt(find(result, '300', 'jpeg').data, 5, 5))[0]).toBeGreaterThan(240);
  });
});

describe('processImage: orientation, metadata and colour', () => {
  let exifJpeg: Buffer;
  let result: ProcessedImage;

  beforeAll(async () => {
    exifJpeg = await halves(400, 200)
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'Agro Secreto SRL', ImageDescription: 'ubicacion-privada' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '17/1 47/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '63/1 10/1 0/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="xmp-autor-secreto"/>' +
          '</rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    result = await processImage(exifJpeg);
  });

  it('builds an input that really carries orientation, EXIF/GPS, XMP and ICC', async () => {
    const meta = await sharp(exifJpeg).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif).toBeDefined();
    expect(meta.xmp).toBeDefined();
    expect(meta.icc).toBeDefined();
    expect(exifJpeg.includes('ubicacion-privada')).toBe(true);
  });

  it('applies EXIF orientation (400x200 landscape with orientation 6 becomes 200x400 portrait)', async () => {
    expect([result.width, result.height]).toEqual([200, 400]);
    for (const v of result.variants) {
      expect([v.width, v.height]).toEqual([200, 400]);
    }
    // rotated 90° clockwise: the red left half is now on top, the blue right half at the bottom
    const original = find(result, 'original', 'jpeg').data;
    const top = await pixelAt(original, 100, 50);
    const bottom = await pixelAt(original, 100, 350);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('strips EXIF, GPS, XMP, IPTC and ICC metadata from every output', async () => {
    for (const v of result.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.hasProfile).toBe(false);
      expect(meta.space).toBe('srgb');
      for (const needle of [
        'Exif',
        'ubicacion-privada',
        'Agro Secreto',
        'xmp-autor-secreto',
        'GPS',
      ]) {
        expect(v.data.includes(needle)).toBe(false);
      }
    }
  });

  it('flattens transparency onto white for JPEG and keeps alpha for WebP', async () => {
    const transparent = await sharp({
      create: { width: 320, height: 320, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await processImage(transparent);
    const jpeg = find(out, '300', 'jpeg').data;
    expect((await sharp(jpeg).metadata()).hasAlpha).toBe(false);
    expect(await pixelAt(jpeg, 150, 150)).toEqual([255, 255, 255]);
    const webp = find(out, '300', 'webp').data;
    expect((await sharp(webp).metadata()).hasAlpha).toBe(true);
    expect((await pixelAt(webp, 150, 150))[3]).toBe(0);
    expect(await pixelAt(find(out, 'original', 'jpeg').data, 10, 10)).toEqual([255, 255, 255]);
  });

  it('converts greyscale and 16-bit inputs to 8-bit sRGB', async () => {
    const grey = await sharp(Buffer.alloc(50 * 20, 128), {
      raw: { width: 50, height: 20, channels: 1 },
    })
      .png()
      .toBuffer();
    const deep = await solid(64, 32, '#c86432').toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');

    for (const input of [grey, deep]) {
      const out = await processImage(input);
      for (const v of out.variants) {
        const meta = await sharp(v.data).metadata();
        expect(meta.depth).toBe('uchar');
        expect(meta.space).toBe('srgb');
      }
    }
    const [r, g, b] = await pixelAt(
      find(await processImage(deep), 'original', 'jpeg').data,
      30,
      15,
    );
    expect(Math.abs(r - 200)).toBeLessThan(8);
    expect(Math.abs(g - 100)).toBeLessThan(8);
    expect(Math.abs(b - 50)).toBeLessThan(8);
  });

  it('converts a CMYK JPEG to sRGB', async () => {
    const cmyk = await solid(320, 200, '#c86432').toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const out = await processImage(cmyk);
    for (const v of out.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.space).toBe('srgb');
      expect(meta.channels).toBe(3);
    }
  });
});

describe('processImage: rejections', () => {
  it('rejects a header-only PNG pixel bomb (10000x10000) with 413', async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    expect(sniffImageType(bomb)).toBe('png');
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([10_000, 10_000]); // the header really declares 100 MP
    const err = await expectRejected(processImage(bomb), 413);
    expect(err.message).toBe('La imagen supera el límite de 40 megapíxeles.');
  });

  it('rejects a PNG bomb just over the limit (6400x6400 ≈ 41 MP)', async () => {
    await expectRejected(processImage(pngBomb(6400, 6400)), 413);
  });

  it('rejects images over a custom maxPixels with 413', async () => {
    const input = await solid(400, 300).jpeg().toBuffer();
    await expectRejected(processImage(input, { maxPixels: 100_000 }), 413);
    await expect(processImage(input, { maxPixels: 120_000 })).resolves.toMatchObject({
      width: 400,
    });
  });

  it.each([
    [
      'SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
    ['HTML', Buffer.from('<!doctype html><html><body>hola</body></html>')],
    ['PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
    ['text', Buffer.from('esto es texto plano')],
    ['empty', Buffer.alloc(0)],
  ])('rejects %s with 415', async (_label, buf) => {
    const err = await expectRejected(processImage(buf), 415);
    expect(err.message).toBe(
      'El archivo no es una imagen válida (se aceptan JPEG, PNG, WebP, AVIF y GIF).',
    );
  });

  it('rejects a JPEG header followed by garbage with 415', async () => {
    const garbage = Buffer.alloc(4096);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) & 0xff;
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage]);
    expect(sniffImageType(fake)).toBe('jpeg');
    const err = await expectRejected(processImage(fake), 415);
    expect(err.message).toMatch(/dañado/);
  });

  it('rejects a truncated PNG with 415', async () => {
    const noise = Buffer.alloc(256 * 256 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer();
    await expectRejected(processImage(png.subarray(0, Math.floor(png.length / 2))), 415);
  });

  it('rejects a file that only looks like AVIF with 415', async () => {
    const fake = Buffer.alloc(256);
    fake.writeUInt32BE(24, 0);
    fake.write('ftypavif', 4, 'latin1');
    fake.write('mif1miaf', 16, 'latin1');
    expect(sniffImageType(fake)).toBe('avif');
    await expectRejected(processImage(fake), 415);
  });
});

describe('pickFormat', () => {
  it.each([
    [undefined, 'jpeg'],
    ['', 'jpeg'],
    ['*/*', 'jpeg'],
    ['image/*', 'jpeg'],
    ['image/jpeg,image/png', 'jpeg'],
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'webp'],
    ['image/webp', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['image/png, image/webp;q=0.5', 'webp'],
    ['image/webp ; q=1.0', 'webp'],
    ['image/webp;q=0', 'jpeg'],
    ['image/webp;q=0.0, image/*', 'jpeg'],
    ['image/webp;q=0.000, */*', 'jpeg'],
    ['image/webp;q=abc', 'jpeg'],
    ['image/webpx', 'jpeg'],
  ])('Accept %p → %s', (accept, expected) => {
    expect(pickFormat(accept)).toBe(expected);
  });
});
