import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadPrerender } from './prerender';

const warn = jest.fn();
const fetchApi = async () => new Response('{}');
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
    `let calls = 0; exports.renderPage = async (url, fetchApi) => { calls += 1; ${body} };`,
  );
  return file;
}

test('without a built prerender, pages are left to the client', async () => {
  const prerender = loadPrerender(path.join(dir, 'missing.cjs'), log, fetchApi);
  expect(await prerender('/')).toBeNull();
});

/** A render module that shows the address, the render count and what its API call answered. */
const countingModule = () =>
  renderModule(
    'const answer = await (await fetchApi(new Request("http://x/api/health"))).text();' +
      'return { html: `<main>${new URL(url).pathname} #${calls}</main>`, answers: [answer] };',
  );
const page = (html: string) => ({ html, answers: ['{}'] });

test('renders a page once per address and serves it again from memory', async () => {
  const prerender = loadPrerender(countingModule(), log, fetchApi);
  expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #1</main>'));
  expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #1</main>'));
  expect(await prerender('/')).toEqual(page('<main>/ #2</main>'));
});

test('renders again only once the catalogue changed, however old the copy', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    const prerender = loadPrerender(countingModule(), log, fetchApi);
    expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #1</main>'));
    prerender.forget();
    expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #2</main>'));
    jest.advanceTimersByTime(3_600_000);
    expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #2</main>'));
  } finally {
    jest.useRealTimers();
  }
});

test('a page rendered from a failed API answer is not kept', async () => {
  let status = 503;
  const flaky = async () => new Response('{}', { status });
  const prerender = loadPrerender(countingModule(), log, flaky);
  expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #1</main>'));
  status = 200;
  expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #2</main>'));
  expect(await prerender('/all/riegos')).toEqual(page('<main>/all/riegos #2</main>'));
});

test('a failing or a hanging render leaves the page to the client', async () => {
  expect(
    await loadPrerender(renderModule("throw new Error('boom');"), log, fetchApi)('/'),
  ).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ url: '/' }), expect.any(String));
  jest.useFakeTimers();
  try {
    const hanging = loadPrerender(
      renderModule('return new Promise(() => {});'),
      log,
      fetchApi,
    )('/');
    await jest.advanceTimersByTimeAsync(2000);
    expect(await hanging).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
