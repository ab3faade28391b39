import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { createPageCompression } from './page-compression';

/** A page of the size and kind the server sends: markup, styles, repeated cards. */
const page = (title: string) =>
  `<!doctype html><html lang="es"><head><title>${title}</title><style>` +
  Array.from({ length: 300 }, (_, i) => `.css-${i.toString(36)}{padding:${i % 7}px;}`).join('') +
  '</style></head><body>' +
  Array.from(
    { length: 40 },
    (_, i) => `<article class="css-${i}"><h3>Invernadero ${i}</h3><p>Bs ${i * 1250}</p></article>`,
  ).join('') +
  '</body></html>';

const BROWSER = 'gzip, deflate, br, zstd';
/** What the compress plugin sends for a page it encodes as it goes out (brotli quality 4). */
const quick = (html: string) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

test('a version asked for twice is compressed hard in the background and sent from then on', async () => {
  const pages = createPageCompression();
  const html = page('Invernaderos');
  expect(pages.lookUp('v1', html, BROWSER)).toBeNull();
  expect(pages.lookUp('v1', html, BROWSER)).toBeNull();
  await pages.idle();
  const kept = pages.lookUp('v1', html, BROWSER);
  expect(kept?.encoding).toBe('br');
  expect(brotliDecompressSync(kept!.body).toString()).toBe(html);
  expect(kept!.body.length).toBeLessThan(quick(html).length);

  const gzip = pages.lookUp('v1', html, 'gzip, deflate');
  expect(gzip?.encoding).toBe('gzip');
  expect(gunzipSync(gzip!.body).toString()).toBe(html);
  // A client that accepts neither gets the page as it is.
  expect(pages.lookUp('v1', html, undefined)).toBeNull();
  expect(pages.lookUp('v1', html, 'identity')).toBeNull();
});

test('a page asked for once, or too small to compress, is never compressed hard', async () => {
  const pages = createPageCompression();
  const small = '<!doctype html><title>Hola</title>';
  for (let i = 0; i < 3; i++) expect(pages.lookUp('small', small, BROWSER)).toBeNull();
  expect(pages.lookUp('once', page('Una búsqueda'), BROWSER)).toBeNull();
  await pages.idle();
  expect(pages.lookUp('small', small, BROWSER)).toBeNull();
  // The one-off's first ask is remembered: only its second ask starts the work.
  expect(pages.lookUp('once', page('Una búsqueda'), BROWSER)).toBeNull();
});

test('a catalogue change drops the kept copies, and one finished across it is not kept', async () => {
  const pages = createPageCompression();
  const html = page('Cursos');
  pages.lookUp('v1', html, BROWSER);
  pages.lookUp('v1', html, BROWSER);
  await pages.idle();
  expect(pages.lookUp('v1', html, BROWSER)).not.toBeNull();
  pages.clear();
  expect(pages.lookUp('v1', html, BROWSER)).toBeNull();

  pages.lookUp('v1', html, BROWSER);
  // Under way when the catalogue changes.
  pages.clear();
  await pages.idle();
  expect(pages.lookUp('v1', html, BROWSER)).toBeNull();
});

test('the kept copies stay within their bytes, the least recently sent going first', async () => {
  const html = page('Riego');
  // A copy is the page in brotli's best and in gzip's: room for two and a half.
  const copy = brotliCompressSync(html).length + gzipSync(html, { level: 9 }).length;
  const pages = createPageCompression({ maxBytes: 2.5 * copy });
  for (const etag of ['a', 'b', 'a', 'b']) pages.lookUp(etag, html, BROWSER);
  await pages.idle();
  // 'a' sent again: 'b' is now the least recently sent.
  expect(pages.lookUp('a', html, BROWSER)).not.toBeNull();
  for (const etag of ['c', 'c']) pages.lookUp(etag, html, BROWSER);
  await pages.idle();
  expect(pages.lookUp('c', html, BROWSER)).not.toBeNull();
  expect(pages.lookUp('a', html, BROWSER)).not.toBeNull();
  expect(pages.lookUp('b', html, BROWSER)).toBeNull();
});
