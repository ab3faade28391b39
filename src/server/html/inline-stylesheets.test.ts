import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineStylesheets } from './inline-stylesheets';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agrotec-inline-css-'));
  mkdirSync(path.join(dir, 'static', 'css'), { recursive: true });
  writeFileSync(
    path.join(dir, 'static', 'css', 'main.abc.css'),
    '@font-face{font-family:Inter;src:url(/static/media/inter.woff2)}',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the build's stylesheet is written into the page, and a missing one stays a link", () => {
  const template =
    '<head><script defer src="/static/js/main.js"></script>' +
    '<link href="/static/css/main.abc.css" rel="stylesheet">' +
    '<link href="/static/css/gone.css" rel="stylesheet"></head>';
  expect(inlineStylesheets(template, dir)).toBe(
    '<head><script defer src="/static/js/main.js"></script>' +
      '<style>@font-face{font-family:Inter;src:url(/static/media/inter.woff2)}</style>' +
      '<link href="/static/css/gone.css" rel="stylesheet"></head>',
  );
});
