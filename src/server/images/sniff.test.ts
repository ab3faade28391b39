import sharp from 'sharp';

import { sniffImageType } from './sniff';

const base = () => sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a7d44' } });

/** Minimal ISO-BMFF `ftyp` box (no payload after it). */
function ftyp(major: string, compatible: string[], declaredSize?: number): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(declaredSize ?? size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(32)]);
}

describe('sniffImageType', () => {
  it.each([
    ['jpeg', () => base().jpeg().toBuffer()],
    ['png', () => base().png().toBuffer()],
    ['webp', () => base().webp().toBuffer()],
    ['avif', () => base().avif({ effort: 0 }).toBuffer()],
    ['gif', () => base().gif().toBuffer()],
  ] as const)('recognises a real %s file', async (expected, make) => {
    expect(sniffImageType(await make())).toBe(expected);
  });

  it('recognises both GIF signatures', () => {
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageType(Buffer.from('GIF88a\x01\x00\x01\x00', 'latin1'))).toBeNull();
  });

  it('recognises AVIF by major or compatible brand', () => {
    expect(sniffImageType(ftyp('avif', ['mif1', 'miaf']))).toBe('avif');
    expect(sniffImageType(ftyp('mif1', ['miaf', 'avif']))).toBe('avif');
    expect(sniffImageType(ftyp('msf1', ['avis']))).toBe('avif');
    // size 0 = box extends to the end of the file
    expect(sniffImageType(ftyp('mif1', ['avif'], 0))).toBe('avif');
  });

  it('rejects other ISO-BMFF files (HEIC, MP4) and malformed ftyp boxes', () => {
    expect(sniffImageType(ftyp('heic', ['mif1', 'heic']))).toBeNull();
    expect(sniffImageType(ftyp('isom', ['iso2', 'mp41']))).toBeNull();
    // brand outside the declared box size does not count
    const outside = ftyp('mif1', ['miaf', 'avif']);
    outside.writeUInt32BE(20, 0);
    expect(sniffImageType(outside)).toBeNull();
    expect(sniffImageType(ftyp('avif', [], 8))).toBeNull();
  });

  it('requires the WEBP form type inside a RIFF container', () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    expect(sniffImageType(wav)).toBeNull();
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['two bytes of JPEG', Buffer.from([0xff, 0xd8])],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
    [
      'SVG with XML prolog',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['HTML', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ['PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1')],
    ['plain text', Buffer.from('hola, esto no es una imagen')],
    ['TIFF', Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00])],
    ['BMP', Buffer.from('BM\x00\x00\x00\x00\x00\x00\x00\x00', 'latin1')],
    ['truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])],
  ])('returns null for %s', (_label, buf) => {
    expect(sniffImageType(buf)).toBeNull();
  });
});
