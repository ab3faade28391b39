/**
 * Magic-byte detection of uploaded images.
 *
 * The declared MIME type and the file extension of an upload are never trusted:
 * the real type is decided from the first bytes of the file only. Anything that
 * is not one of the raster formats we accept (SVG, HTML, PDF, HEIC, TIFF, plain
 * text, empty buffers...) yields `null`.
 */

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** ISO-BMFF brands that identify an AVIF still image or image sequence. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(buf: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  for (let i = 0; i < bytes.length; i++) {
    if (buf[offset + i] !== bytes[i]) return false;
  }
  return true;
}

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.toString('latin1', start, end);
}

function isAvif(buf: Buffer): boolean {
  // An ISO-BMFF file starts with a `ftyp` box:
  //   u32 size | 'ftyp' | major brand (4) | minor version (4) | compatible brands (4 each)
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const declared = buf.readUInt32BE(0);
  // size 0 means "box extends to end of file"; size 1 (64-bit largesize) is never
  // used for `ftyp` in practice and is treated as malformed, as is anything < 16.
  let boxEnd: number;
  if (declared === 0) boxEnd = buf.length;
  else if (declared < 16) return false;
  else boxEnd = Math.min(declared, buf.length);

  if (AVIF_BRANDS.has(ascii(buf, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (AVIF_BRANDS.has(ascii(buf, offset, offset + 4))) return true;
  }
  return false;
}

/** Decide the real image type of `buf` from its magic bytes, or `null` if it is not an accepted image. */
export function sniffImageType(buf: Buffer): SourceFormat | null {
  if (!Buffer.isBuffer(buf) || buf.length < 3) return null;

  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, PNG_SIGNATURE)) return 'png';
  if (buf.length >= 6) {
    const gif = ascii(buf, 0, 6);
    if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  }
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP')
    return 'webp';
  if (isAvif(buf)) return 'avif';
  return null;
}
