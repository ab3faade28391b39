// The web app manifest (/manifest.webmanifest) and its icons, made from the logo at build time,
// and /favicon.ico (what browsers and link previews ask for without reading the page).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

/** The theme's colours (src/theme/index.ts: brand.700, the page background); a test checks them. */
const THEME_COLOR = '#1c5a28';
const BACKGROUND_COLOR = '#ffffff';

const manifest = (icons) => ({
  name: 'Agrotec Bolivia',
  short_name: 'Agrotec',
  description:
    'Invernaderos, maquinaria, laboratorios y riego para el campo boliviano: catálogo y cotizaciones por WhatsApp.',
  lang: 'es-BO',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['business', 'shopping'],
  icons,
});

/**
 * The icons: the round emblem on white at 192 and 512 px ("any"), and a maskable 512 px one with
 * the emblem inside the safe zone (the inner 80 %) on the theme colour.
 */
async function renderIcons(emblemFile) {
  const svg = readFileSync(emblemFile);
  const emblem = (size) =>
    sharp(svg, { density: 72 * (size / 48) })
      .resize(size, size)
      .png()
      .toBuffer();
  const onBackground = async (size, inner, background) =>
    sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: await emblem(inner), gravity: 'center' }])
      .png()
      .toBuffer();
  return [
    {
      name: 'icon-192.png',
      size: 192,
      purpose: 'any',
      data: await onBackground(192, 176, '#ffffff00'),
    },
    {
      name: 'icon-512.png',
      size: 512,
      purpose: 'any',
      data: await onBackground(512, 472, '#ffffff00'),
    },
    {
      name: 'icon-maskable-512.png',
      size: 512,
      purpose: 'maskable',
      data: await onBackground(512, 320, THEME_COLOR),
    },
  ];
}

/** An .ico file holding one PNG image (every browser since IE 11 reads PNG-in-ICO). */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's bytes
  header.writeUInt32LE(header.length, 18); // where they start
  return Buffer.concat([header, png]);
}

/** /favicon.ico: the emblem at 32 px. */
async function renderFavicon(emblemFile) {
  const size = 32;
  const png = await sharp(readFileSync(emblemFile), { density: 72 * (size / 48) })
    .resize(size, size)
    .png()
    .toBuffer();
  return icoOf(png, size);
}

class WebAppManifestPlugin {
  constructor({ emblem, iconDir = 'icons' }) {
    this.emblem = emblem;
    this.iconDir = iconDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('WebAppManifest', (compilation) => {
      compilation.fileDependencies.add(this.emblem);
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'WebAppManifest',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          const publicPath = compilation.outputOptions.publicPath;
          const icons = await renderIcons(this.emblem);
          for (const icon of icons) {
            compilation.emitAsset(
              path.posix.join(this.iconDir, icon.name),
              new RawSource(icon.data),
            );
          }
          const entries = icons.map((icon) => ({
            src: publicPath + path.posix.join(this.iconDir, icon.name),
            sizes: `${icon.size}x${icon.size}`,
            type: 'image/png',
            purpose: icon.purpose,
          }));
          compilation.emitAsset('favicon.ico', new RawSource(await renderFavicon(this.emblem)));
          compilation.emitAsset(
            'manifest.webmanifest',
            new RawSource(JSON.stringify(manifest(entries), null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { WebAppManifestPlugin, THEME_COLOR, BACKGROUND_COLOR };
