/**
 * Image processing for uploads and seeding (pure functions: no database, no HTTP).
 *
 * Pipeline:
 *   1. sniff the real type from magic bytes (never trust MIME type / extension);
 *   2. read the header only (sharp `metadata()`, no pixel decode) and reject
 *      decompression bombs before any pixel buffer is allocated;
 *   3. decode ONCE: first frame only, EXIF orientation applied, converted to
 *      sRGB, downscaled to the widest output we need, into a raw pixel buffer;
 *   4. encode every variant from that raw buffer. Raw input carries no metadata,
 *      so no EXIF / GPS / XMP / IPTC / ICC can leak into the outputs.
 */
import sharp, {
  type Channels,
  type Metadata,
  type OutputInfo,
  type Sharp,
  type SharpOptions,
} from 'sharp';

import { sniffImageType, type SourceFormat } from './sniff';

export class ImageRejectedError extends Error {
  constructor(
    readonly statusCode: 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

type VariantName = '300' | '700' | 'original';

export interface EncodedVariant {
  variant: VariantName;
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  sourceFormat: SourceFormat;
  /** Width of the original after EXIF orientation (first frame for animations). */
  width: number;
  /** Height of the original after EXIF orientation (first frame for animations). */
  height: number;
  variants: EncodedVariant[];
}

export interface ProcessImageOptions {
  /** Maximum width × height (of the first frame) accepted. Default {@link MAX_INPUT_PIXELS}. */
  maxPixels?: number;
  /** Maximum width of the 'original' JPEG. Default {@link ORIGINAL_MAX_WIDTH}. */
  originalMaxWidth?: number;
}

export const MAX_INPUT_PIXELS = 40_000_000;
export const ORIGINAL_MAX_WIDTH = 1600;

const MSG_NOT_AN_IMAGE =
  'El archivo no es una imagen válida (se aceptan JPEG, PNG, WebP, AVIF y GIF).';
const MSG_CORRUPT = 'No se pudo leer la imagen: el archivo está dañado o incompleto.';

function tooLargeMessage(maxPixels: number): string {
  const megapixels = (maxPixels / 1_000_000).toLocaleString('es-BO', { maximumFractionDigits: 2 });
  return `La imagen supera el límite de ${megapixels} megapíxeles.`;
}

/** Format name reported by sharp/libvips for each sniffed type (AVIF is decoded by libheif). */
const SHARP_FORMAT: Record<SourceFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
};

interface ResizedSpec {
  variant: '300' | '700';
  width: number;
  webpQuality: number;
  jpegQuality: number;
}

const RESIZED: readonly ResizedSpec[] = [
  { variant: '300', width: 300, webpQuality: 78, jpegQuality: 80 },
  { variant: '700', width: 700, webpQuality: 80, jpegQuality: 82 },
];

const ORIGINAL_JPEG_QUALITY = 85;
const WHITE = { r: 255, g: 255, b: 255 };

function isPixelLimitError(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/** Map a sharp error raised while reading/decoding the input to a client error. */
function toInputError(err: unknown, maxPixels: number): ImageRejectedError {
  if (err instanceof ImageRejectedError) return err;
  if (isPixelLimitError(err)) return new ImageRejectedError(413, tooLargeMessage(maxPixels));
  return new ImageRejectedError(415, MSG_CORRUPT);
}

/** EXIF orientations 5–8 swap width and height. */
function orientedSize(width: number, height: number, orientation: number | undefined) {
  return orientation !== undefined && orientation >= 5 && orientation <= 8
    ? { width: height, height: width }
    : { width, height };
}

/** Height of one frame: animated GIF/WebP report the frame height as `pageHeight`. */
function frameHeight(meta: Metadata): number {
  return meta.pageHeight && meta.pageHeight > 0 && meta.pageHeight < meta.height
    ? meta.pageHeight
    : meta.height;
}

/**
 * Validate, normalise and encode an uploaded image into its 5 served variants:
 * 300 px (WebP + JPEG), 700 px (WebP + JPEG) and one 'original' JPEG capped at
 * `originalMaxWidth`. Images are never enlarged.
 *
 * @throws {ImageRejectedError} 415 when the bytes are not an accepted image or are
 *   unreadable, 413 when the image exceeds `maxPixels`.
 */
export async function processImage(
  input: Buffer,
  opts: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const maxPixels = opts.maxPixels ?? MAX_INPUT_PIXELS;
  const originalMaxWidth = opts.originalMaxWidth ?? ORIGINAL_MAX_WIDTH;
  if (!Number.isInteger(maxPixels) || maxPixels <= 0) {
    throw new RangeError('maxPixels must be a positive integer');
  }
  if (!Number.isInteger(originalMaxWidth) || originalMaxWidth <= 0) {
    throw new RangeError('originalMaxWidth must be a positive integer');
  }

  // 1. Real type from magic bytes.
  const sourceFormat = sniffImageType(input);
  if (sourceFormat === null) throw new ImageRejectedError(415, MSG_NOT_AN_IMAGE);

  // `failOn: 'truncated'` rejects truncated/undecodable data but tolerates the
  // harmless libjpeg warnings many cameras produce. Default page options keep
  // only the first frame of animated GIF/WebP (and the primary AVIF image).
  const inputOptions: SharpOptions = { limitInputPixels: maxPixels, failOn: 'truncated' };

  // 2. Header only: no pixel decoding happens in metadata().
  let meta: Metadata;
  try {
    meta = await sharp(input, inputOptions).metadata();
  } catch (err) {
    throw toInputError(err, maxPixels);
  }
  if (meta.format !== SHARP_FORMAT[sourceFormat] || !(meta.width > 0) || !(meta.height > 0)) {
    throw new ImageRejectedError(415, MSG_CORRUPT);
  }
  const firstFrameHeight = frameHeight(meta);
  if (meta.width * firstFrameHeight > maxPixels) {
    throw new ImageRejectedError(413, tooLargeMessage(maxPixels));
  }
  const oriented = orientedSize(meta.width, firstFrameHeight, meta.orientation);

  // 3. Decode once: orient, sRGB, shrink to the widest output needed (JPEG
  //    shrink-on-load makes this cheap for large photos).
  const baseWidth = Math.max(originalMaxWidth, ...RESIZED.map((r) => r.width));
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { ...inputOptions, autoOrient: true })
      .resize({ width: baseWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw toInputError(err, maxPixels);
  }
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels as Channels,
  };
  const fromBase = () => sharp(base.data, { raw, limitInputPixels: maxPixels });

  // 4. Encode every variant from the decoded buffer (sharp runs these in its thread pool).
  const encode = async (
    variant: VariantName,
    format: 'webp' | 'jpeg',
    pipeline: Sharp,
  ): Promise<EncodedVariant> => {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { variant, format, width: info.width, height: info.height, data };
  };

  const jobs: Promise<EncodedVariant>[] = [];
  for (const spec of RESIZED) {
    const resize = { width: spec.width, withoutEnlargement: true } as const;
    jobs.push(
      encode(spec.variant, 'webp', fromBase().resize(resize).webp({ quality: spec.webpQuality })),
    );
    jobs.push(
      encode(
        spec.variant,
        'jpeg',
        fromBase()
          .resize(resize)
          .flatten({ background: WHITE })
          .jpeg({ quality: spec.jpegQuality, mozjpeg: true }),
      ),
    );
  }
  jobs.push(
    encode(
      'original',
      'jpeg',
      fromBase()
        .resize({ width: originalMaxWidth, withoutEnlargement: true })
        .flatten({ background: WHITE })
        // The original is kept, not served to visitors: plain progressive libjpeg is ~3× faster
        // to encode than mozjpeg for a 20-30 % larger file.
        .jpeg({ quality: ORIGINAL_JPEG_QUALITY, progressive: true }),
    ),
  );

  const variants = await Promise.all(jobs);
  return { sourceFormat, width: oriented.width, height: oriented.height, variants };
}

/**
 * Choose the format to serve from an HTTP `Accept` header: WebP only when the
 * client explicitly lists `image/webp` with a non-zero quality; JPEG otherwise
 * (a bare wildcard is not taken as proof of WebP support).
 */
export function pickFormat(accept: string | undefined): 'webp' | 'jpeg' {
  if (!accept) return 'jpeg';
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    if (type.toLowerCase() !== 'image/webp') continue;
    const q = params.find((p) => /^q\s*=/i.test(p));
    if (q === undefined) return 'webp';
    const value = Number(q.slice(q.indexOf('=') + 1).trim());
    return Number.isFinite(value) && value > 0 ? 'webp' : 'jpeg';
  }
  return 'jpeg';
}
