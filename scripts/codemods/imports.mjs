// Rewrites relative imports into src/ to the `@/` alias (tsconfig paths; webpack, Jest, esbuild
// and tsx resolve it too). Re-runnable and idempotent: run it after merging a branch written with
// the old deep relative paths.
//
//   node scripts/codemods/imports.mjs           rewrite in place, print what changed
//   node scripts/codemods/imports.mjs --check   print only; exit 1 when something would change
//
// A relative import is rewritten when its target lies in src/ and outside the importing file's
// own unit (a feature folder src/features/<name>, another top-level folder of src, or any file
// outside src), or when it climbs more than two folders. Inside a unit, short relative imports
// stay. A deep import into another feature whose file the feature's front door (index.ts)
// re-exports becomes an import of the front door. The rest is left to `npm run lint` to report.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const src = path.join(root, 'src');
const folders = ['src', 'tools', 'tests', 'bench'];
const skip = new Set(['node_modules', 'dist', '.git']);
const check = process.argv.includes('--check');

/** The module specifiers of import/export declarations, import(), require() and jest.mock(). */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\(\s*|\bjest\.(?:mock|requireActual|doMock)\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The unit a path belongs to: a feature folder, a top-level folder of src, or null (outside). */
function unitOf(file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '.';
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a specifier names, without extension, or null when it names nothing known. */
function resolveTarget(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const withoutExtension = (file) => file.replace(/(\/index)?\.(ts|tsx)$/, '');

/** `@/features/<name>` when that feature's index.ts re-exports `target`, else null. */
function frontDoorFor(target) {
  const rel = path.relative(src, target).split(path.sep);
  if (rel[0] !== 'features' || rel.length < 3) return null;
  const featureDir = path.join(src, 'features', rel[1]);
  const door = path.join(featureDir, 'index.ts');
  if (!existsSync(door)) return null;
  const inner = `./${path.relative(featureDir, withoutExtension(target)).split(path.sep).join('/')}`;
  const reExports = [...readFileSync(door, 'utf8').matchAll(/from\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1],
  );
  return reExports.includes(inner) ? `@/features/${rel[1]}` : null;
}

function rewrite(file, specifier) {
  const target = resolveTarget(file, specifier);
  if (!target || !/\.tsx?$/.test(target)) return null; // stylesheets and assets keep their path
  const targetUnit = unitOf(target);
  if (targetUnit === null) return null; // outside src: no alias for it
  const fileUnit = unitOf(file);
  const climbs = specifier.match(/^(\.\.\/)*/)[0].length / 3;
  if (fileUnit === targetUnit && climbs <= 2) return null;
  if (targetUnit.startsWith('features/') && fileUnit !== targetUnit) {
    const door = frontDoorFor(target);
    if (door) return door;
  }
  // Keep the specifier's own form (with or without /index), only re-rooted.
  const absolute = path.resolve(path.dirname(file), specifier);
  return `@/${path.relative(src, absolute).split(path.sep).join('/')}`;
}

const changedFiles = [];
let changedImports = 0;
for (const folder of folders) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) continue;
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    let count = 0;
    const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
      const aliased = rewrite(file, specifier);
      if (!aliased || aliased === specifier) return whole;
      count++;
      return `${lead}${quote}${aliased}${quote}`;
    });
    if (!count) continue;
    changedFiles.push(file);
    changedImports += count;
    console.log(`${path.relative(root, file)}: ${count}`);
    if (!check) writeFileSync(file, next);
  }
}
console.log(
  `${changedImports} import(s) in ${changedFiles.length} file(s) ${check ? 'would change' : 'rewritten'}`,
);
if (check && changedImports) process.exit(1);
// Shorter paths can fit an import on one line again: let Prettier reflow what changed.
if (changedFiles.length) {
  const prettier = path.join(root, 'node_modules/.bin/prettier');
  const result = spawnSync(prettier, ['--write', '--log-level=warn', ...changedFiles], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
