// Client build: React 19 + TypeScript through swc, content-hashed chunks,
// route-level splitting.
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { WebAppManifestPlugin } = require('./scripts/webpack/web-app-manifest');
const { CompileHintsPlugin } = require('./scripts/webpack/compile-hints');

/**
 * The built text files the server sends precompressed (`preCompressed` in
 * src/server/plugins/client.ts): each gets a `.br` (brotli, quality 11) and a `.gz` (gzip -9)
 * sibling at build time. Compressing on each request (@fastify/compress, brotli quality 4) sent
 * the vendor chunk as 141.6 KB, no smaller than gzip; at quality 11 it is 121 KB.
 */
const PRECOMPRESSED = /\.(js|css|svg|webmanifest|json|txt)$/;
const precompress = (algorithm, extension, compressionOptions) =>
  new CompressionPlugin({
    test: PRECOMPRESSED,
    filename: `[path][base].${extension}`,
    algorithm,
    compressionOptions,
    threshold: 1024,
    minRatio: 0.9,
  });

/**
 * The public pages' chunk groups: what a page's first load runs. src/app/pages.ts imports each
 * src/app/routes/<page>.tsx through one context import named 'page-[request]', which webpack
 * turns into 'page-<page>-tsx'; route-chunks.json lists them under the page's own name.
 */
const PAGE_GROUP = /^page-(.+)-tsx$/;
const PUBLIC_PAGE_CHUNKS = readdirSync(path.join(__dirname, 'src/app/routes'))
  .filter((file) => /^[a-z-]+\.tsx$/.test(file))
  .map((file) => `page-${file.replace(/\.tsx$/, '')}-tsx`);

/**
 * The service worker's precache, the app shell (issue 21: at most 1.5 MB): the entries and the
 * lazy parts of the public pages. The admin area, its editor and charts, and the office map are
 * left out (the admin area is never cached; the map needs tiles from the network anyway).
 */
const PRECACHED_CHUNKS = [
  'boot',
  'system',
  'main',
  'pwa-register',
  ...PUBLIC_PAGE_CHUNKS,
  'toaster',
  'tooltip',
  'photo-dialog',
  'quote-drawer',
  'mobile-nav',
  'nav-dropdown-panel',
  'accordion-panel',
  'social-links-list',
  'sign-in',
  'sign-in-form',
  'offline-save',
  'related-items',
  'compare-bar',
  'search-api',
  // A saved listing is sorted and filtered without a network too (issue 65).
  'listing-filters',
];

/**
 * The site's own files outside the build's hashed ones that every page shows (the header's logo,
 * the icon), precached with a revision from their bytes: a page opened offline has its logo.
 */
const PRECACHED_SITE_FILES = ['brand/emblem.svg', 'brand/wordmark.svg', 'favicon.svg'];
const siteFileEntries = () =>
  PRECACHED_SITE_FILES.map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256')
      .update(readFileSync(path.join(__dirname, 'public', file)))
      .digest('hex')
      .slice(0, 16),
  }));

/**
 * Writes route-chunks.json: the files of every named lazy chunk group (a page's under its name:
 * 'home', 'product-list'…), so the server can name a page's own chunks in its HTML and they
 * download with the entry.
 */
class RouteChunksManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RouteChunksManifest',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
        },
        () => {
          const manifest = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            manifest[name.replace(PAGE_GROUP, '$1')] = group
              .getFiles()
              .filter((file) => /\.(js|css)$/.test(file))
              .map((file) => compilation.outputOptions.publicPath + file);
          }
          compilation.emitAsset(
            'route-chunks.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

const resolve = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  alias: {
    '@': path.resolve(__dirname, 'src'),
  },
};

/**
 * The prerender (src/ssr/render-page.tsx) for the server, in one CommonJS file: the same code and
 * aliases as the client, with stylesheets and pictures reduced to their URLs.
 */
const ssrConfig = (production, swcRule) => ({
  name: 'ssr',
  mode: production ? 'production' : 'development',
  target: 'node20',
  entry: { 'render-page': './src/ssr/render-page.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist/ssr'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve,
  devtool: false,
  module: {
    rules: [
      swcRule,
      { test: /\.css$/, type: 'asset/source' },
      {
        test: /\.(woff2?|png|jpe?g|svg|webp)$/,
        type: 'asset/resource',
        generator: { emit: false },
      },
    ],
  },
  plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
});

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const client = clientConfig(production);
  // `webpack serve` (npm run dev) serves the client only; builds make the prerender too.
  return process.env.WEBPACK_SERVE
    ? client
    : [client, ssrConfig(production, client.module.rules[0])];
};

function clientConfig(production) {
  // React Refresh in `npm run dev` only (webpack serve): a change updates in place.
  const refresh = !production && Boolean(process.env.WEBPACK_SERVE);
  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: { react: { runtime: 'automatic', development: !production, refresh } },
    },
  };

  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    // `boot` alone is in the page's HTML, written inline by the server
    // (src/server/html/start-scripts.ts), with the little of webpack's runtime its own modules
    // need (`runtime: false`); it adds the scripts of `system` and `main`, the shared runtime
    // first, once the first screen is painted (src/start/boot.ts). The shared runtime (2.4 KB brotli)
    // is not in the HTML: a page then fits in the first round trip of a phone's connection, but
    // for a search's long page data (docs/decisions.md, "The HTML within the first round
    // trip").
    // `system` builds the Chakra system as soon as its scripts arrive, while `main`'s are still
    // downloading (src/start/system-start.ts); `main` depends on it, so its modules are not bundled
    // twice. One runtime: they share its module instances.
    entry: {
      boot: { import: './src/start/boot.ts', runtime: false },
      system: './src/start/system-start.ts',
      main: { import: './src/start/main.tsx', dependOn: 'system' },
    },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production
        ? 'static/js/[name].[contenthash:8].chunk.js'
        : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      // SPEC.md §7: lazy chunks time out after 120 s.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        // The template writes the tags: boot's scripts (the server writes them inline), the app's
        // as a list, every stylesheet.
        inject: false,
        templateParameters: (compilation) => {
          const filesOf = (entry) =>
            compilation.entrypoints
              .get(entry)
              .getFiles()
              .map((file) => compilation.outputOptions.publicPath + file);
          const bootFiles = filesOf('boot');
          // In the order boot runs them: the system's scripts first.
          const mainFiles = [...new Set([...filesOf('system'), ...filesOf('main')])].filter(
            (file) => !bootFiles.includes(file),
          );
          const scripts = (files) => files.filter((file) => file.endsWith('.js'));
          const styles = [...bootFiles, ...mainFiles].filter((file) => file.endsWith('.css'));
          return {
            startTags: [
              ...scripts(bootFiles).map((src) => `<script defer src="${src}"></script>`),
              `<meta name="app-scripts" content="${scripts(mainFiles).join(' ')}">`,
              ...styles.map((href) => `<link href="${href}" rel="stylesheet">`),
            ].join(''),
          };
        },
        // The default production minify, but keeping the <!--app-head--> marker the server fills.
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          ignoreCustomComments: [/^app-head$/],
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
        },
      }),
      new RouteChunksManifestPlugin(),
      production &&
        new CompileHintsPlugin({ entries: ['system', 'main'], chunkGroups: PUBLIC_PAGE_CHUNKS }),
      new CopyPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      refresh && new (require('@pmmmwh/react-refresh-webpack-plugin'))(),
      // Installable site and offline copies (issue 21): never in `npm run dev`.
      !process.env.WEBPACK_SERVE &&
        new WebAppManifestPlugin({ emblem: path.resolve(__dirname, 'public/brand/emblem.svg') }),
      production &&
        !process.env.WEBPACK_SERVE &&
        new InjectManifest({
          swSrc: path.resolve(__dirname, 'src/sw/service-worker.ts'),
          swDest: 'sw.js',
          chunks: PRECACHED_CHUNKS,
          additionalManifestEntries: siteFileEntries(),
          exclude: [/\.map$/, /LICENSE/, /\.(br|gz)$/],
          maximumFileSizeToCacheInBytes: 1024 * 1024,
        }),
      production &&
        precompress('brotliCompress', 'br', {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
      production && precompress('gzip', 'gz', { level: zlib.constants.Z_BEST_COMPRESSION }),
      production &&
        new MiniCssExtractPlugin({
          filename: 'static/css/[name].[contenthash:8].css',
          chunkFilename: 'static/css/[name].[contenthash:8].chunk.css',
        }),
    ].filter(Boolean),
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // The `system` entry stays one file: its few modules download (and compress) together.
      splitChunks: { chunks: (chunk) => chunk.name !== 'system' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    // Webpack's built-in HTML modules would minify public/index.html and drop <!--app-head-->;
    // html-webpack-plugin renders the template instead.
    experiments: { html: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.PORT || 8080}` }],
    },
  };
}
