/**
 * V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints, Chrome 136+): a script
 * whose first line is `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on
 * the background thread that streams it, instead of one by one on the main thread the first time
 * each is called. The start-up's scripts call nearly every function they hold while the page
 * hydrates, and on the visitor's phone that lazy compilation was most of the app's first long task
 * (docs/decisions.md, "Start-up: compile hints and tasks that yield").
 *
 * The comment goes on the chunks of the `main` entry and of the public pages' chunk groups, after
 * minification (Terser would strip it) and before the source maps are written (the maps keep their
 * lines: `ConcatSource` shifts them). Other browsers read it as a comment.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ entries: string[], chunkGroups: string[] }} options */
  constructor({ entries, chunkGroups }) {
    this.groups = new Set([...entries, ...chunkGroups]);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set();
          for (const name of this.groups) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`CompileHintsPlugin: no chunk group named "${name}"`);
            for (const chunk of group.chunks) {
              if (chunk.hasRuntime()) continue; // the runtime runs at once, and is small
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          for (const file of files) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
