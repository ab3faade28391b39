import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadPrerender } from './prerender';

const warn = jest.fn();
const log = { warn } as unknown as FastifyBaseLogger;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agrotec-prerender-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for dist/ssr/render-page.cjs whose renderPage runs `body` (JS source). */
function renderModule(body: string) {
  const file = path.join(dir, 'render-page.cjs');
  writeFileSync(
    file,
    `let calls = 0; exports.renderPage = async (url) => { calls += 1; ${body} };`,
  );
  return file;
}

test('without a built prerender, pages are left to the client', async () => {
  const prerender = loadPrerender(path.join(dir, 'missing.cjs'), log);
  expect(await prerender('/')).toBeNull();
});

test('renders a page once per address and serves it again from memory', async () => {
  const prerender = loadPrerender(
    renderModule('return `<main>${new URL(url).pathname} #${calls}</main>`;'),
    log,
  );
  expect(await prerender('/all/riegos')).toBe('<main>/all/riegos #1</main>');
  expect(await prerender('/all/riegos')).toBe('<main>/all/riegos #1</main>');
  expect(await prerender('/')).toBe('<main>/ #2</main>');
});

test('a failing or a hanging render leaves the page to the client', async () => {
  expect(await loadPrerender(renderModule("throw new Error('boom');"), log)('/')).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ url: '/' }), expect.any(String));
  jest.useFakeTimers();
  try {
    const hanging = loadPrerender(renderModule('return new Promise(() => {});'), log)('/');
    await jest.advanceTimersByTimeAsync(2000);
    expect(await hanging).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
