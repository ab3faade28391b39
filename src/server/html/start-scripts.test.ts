import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineStartScripts, readStartScripts } from './start-scripts';

const TEMPLATE =
  '<html><head><!--app-head--><script defer="defer" src="/static/js/runtime.1.js"></script>' +
  '<script defer="defer" src="/static/js/boot.2.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agrotec-start-'));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(
    path.join(dir, 'static/js/runtime.1.js'),
    'r();\n//# sourceMappingURL=runtime.1.js.map',
  );
  writeFileSync(path.join(dir, 'static/js/boot.2.js'), 'b();');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('reads the first scripts in the template order, source maps at absolute addresses', () => {
  expect(readStartScripts(dir)).toEqual([
    'r();\n//# sourceMappingURL=/static/js/runtime.1.js.map',
    'b();',
  ]);
});

test('writes them inline at the end of the body, in place of their tags', () => {
  expect(inlineStartScripts(TEMPLATE, readStartScripts(dir))).toBe(
    '<html><head><!--app-head--></head><body><div id="root"></div>' +
      '<script>r();\n//# sourceMappingURL=/static/js/runtime.1.js.map</script>' +
      '<script>b();</script></body></html>',
  );
});

test('a script that would end its own inline element is refused at start', () => {
  writeFileSync(path.join(dir, 'static/js/boot.2.js'), 'const s = "</script>";');
  expect(() => readStartScripts(dir)).toThrow('/static/js/boot.2.js cannot be written inline');
});

test('without a build there is nothing to inline, and the template stays as it is', () => {
  rmSync(path.join(dir, 'index.html'));
  expect(readStartScripts(dir)).toEqual([]);
  expect(inlineStartScripts(TEMPLATE, [])).toBe(TEMPLATE);
});
