import yauzl from 'yauzl';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT } from '@/shared/catalog';
import { IMPORT_LIMITS } from '@/shared/schemas/catalog-io';
import { badRequest, HttpError } from '../lib/errors';

/** A picture of the ZIP: `CODIGO-2.webp` is the second picture of the item CODIGO. */
export interface ZipPhoto {
  name: string;
  order: number;
  /** Stored with the image: name, CRC and size tell the same picture in a later import. */
  source: string;
  entry: yauzl.Entry;
}

export interface PhotosZip {
  /** The pictures of an item (code in any case), in their numbered order. */
  photosOf(code: string): ZipPhoto[];
  read(photo: ZipPhoto): Promise<Buffer>;
  close(): void;
}

/**
 * What a ZIP picture's source says of its bytes alone (`zip:NAME:CRC:SIZE` → `zip-bytes:CRC:SIZE`):
 * the same picture under another name has the same key. Any other source is its own key.
 */
export function zipBytesKey(source: string): string {
  if (!source.startsWith('zip:')) return source;
  const parts = source.split(':');
  return `zip-bytes:${parts[parts.length - 2]}:${parts[parts.length - 1]}`;
}

const PHOTO_NAME = /^(.+)-(\d+)\.(jpe?g|png|webp|gif|avif|tiff?|heic|heif)$/i;
const MB = 1024 * 1024;

const refused = (why: string) => badRequest(`El ZIP de fotos no se puede usar: ${why}`);

/** A name that climbs out of the folder, or starts at the root: refused for the whole ZIP. */
const unsafePath = (name: string) =>
  name.split(/[\\/]/).some((part) => part === '..') || /^([\\/]|[a-zA-Z]:)/.test(name);

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) =>
      err ? reject(refused('no es un archivo ZIP válido.')) : resolve(zip),
    ),
  );
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let total = 0;
    zip.on('entry', (entry: yauzl.Entry) => {
      if (unsafePath(entry.fileName)) {
        reject(refused(`contiene la ruta no permitida «${entry.fileName}».`));
        return zip.close();
      }
      total += entry.uncompressedSize;
      if (total > IMPORT_LIMITS.zipUncompressedBytes) {
        reject(refused(`descomprimido supera ${IMPORT_LIMITS.zipUncompressedBytes / MB} MB.`));
        return zip.close();
      }
      if (
        entry.uncompressedSize > MB &&
        entry.uncompressedSize > IMPORT_LIMITS.zipRatio * Math.max(1, entry.compressedSize)
      ) {
        reject(refused(`«${entry.fileName}» se expande de forma sospechosa (bomba de ZIP).`));
        return zip.close();
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err: Error) =>
      reject(
        refused(
          /relative path|absolute path/.test(err.message)
            ? 'contiene rutas no permitidas («..» o absolutas).'
            : 'el archivo está dañado.',
        ),
      ),
    );
    zip.readEntry();
  });
}

/**
 * Opens the ZIP of pictures and checks it whole before any row is read: no `..` or absolute
 * paths, at most 500 MB uncompressed, no entry expanding more than 100 times (a ZIP bomb).
 * Entry sizes are checked again while reading (yauzl compares them with the bytes it inflates).
 */
export async function openPhotosZip(path: string): Promise<PhotosZip> {
  const zip = await openZip(path);
  const entries = await listEntries(zip);
  const byCode = new Map<string, ZipPhoto[]>();
  for (const entry of entries) {
    const base = entry.fileName.split(/[\\/]/).pop() ?? '';
    const match = PHOTO_NAME.exec(base);
    if (!match || entry.fileName.startsWith('__MACOSX')) continue;
    const code = match[1].toLowerCase();
    const photo: ZipPhoto = {
      name: base,
      order: Number(match[2]),
      source: `zip:${base}:${entry.crc32}:${entry.uncompressedSize}`,
      entry,
    };
    byCode.set(code, [...(byCode.get(code) ?? []), photo]);
  }
  for (const [code, photos] of byCode) {
    photos.sort((a, b) => a.order - b.order);
    // The same picture under two paths (`CODIGO-1.jpg` and `fotos/CODIGO-1.jpg`, or under two
    // numbers): the same bytes, by CRC-32 and size, are attached once, at the first place.
    const seen = new Set<string>();
    byCode.set(
      code,
      photos.filter((photo) => {
        const bytes = zipBytesKey(photo.source);
        if (seen.has(bytes)) return false;
        seen.add(bytes);
        return true;
      }),
    );
  }

  return {
    photosOf: (code) => byCode.get(code.toLowerCase()) ?? [],
    read: (photo) =>
      new Promise((resolve, reject) => {
        if (photo.entry.uncompressedSize > MAX_IMAGE_BYTES) {
          reject(new HttpError(413, `«${photo.name}» supera ${MAX_IMAGE_SIZE_TEXT}.`));
          return;
        }
        zip.openReadStream(photo.entry, (err, stream) => {
          if (err) return reject(badRequest(`«${photo.name}» no se puede leer del ZIP.`));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', () => reject(badRequest(`«${photo.name}» está dañado en el ZIP.`)));
        });
      }),
    close: () => zip.close(),
  };
}
