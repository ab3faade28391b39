// The web app manifest (/manifest.webmanifest) and its icons, made from the logo at build time.
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
