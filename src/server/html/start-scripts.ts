import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A first script of the client build's page template (boot), as written. */
const START_SCRIPT_TAG = /<script defer="defer" src="(\/static\/js\/[\w.-]+\.js)"><\/script>/g;

/**
 * The page template's first scripts (src/start/boot.ts, with the little of webpack's runtime it needs),
 * read from the client build in `clientDir` so that every page carries them inline: boot then runs
 * as soon as the page has been parsed, and no request for a script competes with the page's main
 * picture (docs/decisions.md, "Scripts after the first screen"). Webpack's shared runtime is not
 * among them: boot loads it first among the app's scripts. Each source map comment is made absolute
 * (relative, it would resolve against the page's address). Empty without a build.
 */
export function readStartScripts(clientDir: string): string[] {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, 'utf8').matchAll(START_SCRIPT_TAG)].map(([, src]) => {
    const script = readFileSync(path.join(clientDir, src), 'utf8').replace(
      /^\/\/# sourceMappingURL=(?!\/)(.+)$/m,
      (_, map: string) => `//# sourceMappingURL=${path.posix.join(path.posix.dirname(src), map)}`,
    );
    if (/<\/script/i.test(script)) throw new Error(`${src} cannot be written inline`);
    return script;
  });
}

/**
 * The page template with its first scripts' tags removed and `scripts` (readStartScripts) written
 * inline at the end of <body>, after the page's content: they run where deferred scripts would,
 * once the page has been parsed.
 */
export function inlineStartScripts(template: string, scripts: string[]): string {
  if (!scripts.length) return template;
  const inline = scripts.map((script) => `<script>${script}</script>`).join('');
  return template.replace(START_SCRIPT_TAG, '').replace('</body>', () => `${inline}</body>`);
}
