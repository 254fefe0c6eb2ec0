import {createHash} from 'node:crypto';
import type {CurrentBundler} from '@docusaurus/types';

type Bundler = CurrentBundler['instance'];
type Compiler = Parameters<InstanceType<Bundler['NormalModuleReplacementPlugin']>['apply']>[0];
type Compilation = Parameters<Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]>[0];
type Chunk = Compilation['chunks'] extends Iterable<infer C> ? C : never;

/** Docusaurus's plugin that puts the chunk name -> chunk id map into the runtime (`gca`). */
export const docusaurusChunkAssetPlugin = 'ChunkAssetPlugin';

/** Where the chunk name -> chunk id map goes, next to the chunks. */
export function chunkNamesFile(ids: Record<string, string | number>): {name: string; json: string} {
  const json = JSON.stringify(ids);
  const hash = createHash('md5').update(json).digest('hex').slice(0, 8);
  return {name: `assets/js/chunk-names.${hash}.json`, json};
}

/**
 * Runtime code: Docusaurus's `__webpack_require__.gca(chunkName)` (the URL of a named chunk, which
 * only its link prefetching asks for) reading a map that `gca.load()` fetches on first use (again
 * after a failure). It gives each chunk's URL once, and none for a chunk the page has loaded
 * itself (through `__webpack_require__.e`: its routes' chunks, or those of a link the reader
 * hovered): the prefetch skips a chunk without a URL, and it appended a `<link rel="prefetch">` for
 * every chunk of every route it prefetched, again and again for the chunks routes share (324 links
 * for 23 files on /docs/core/entity/light), and for chunks the page already had (6 of 54 links
 * there at desktop width, 14 of 64 on /blog).
 */
export function lazyChunkAssetRuntime(file: string): string {
  return [
    'var gca = __webpack_require__.gca = function (name) {',
    '  var id = gca.ids[name];',
    '  if (id === undefined || gca.given[id]) return undefined;',
    '  gca.given[id] = true;',
    '  return __webpack_require__.p + __webpack_require__.u(id);',
    '};',
    'gca.ids = {};',
    'gca.given = {};',
    'var ensureChunk = __webpack_require__.e;',
    '__webpack_require__.e = function (id) {',
    '  gca.given[id] = true;',
    '  return ensureChunk(id);',
    '};',
    'gca.load = function () {',
    `  return gca.loading || (gca.loading = fetch(__webpack_require__.p + ${JSON.stringify(file)})`,
    '    .then(function (response) { return response.json(); })',
    '    .then(function (ids) { gca.ids = ids; })',
    // A failed fetch (offline) is tried again by the next prefetch.
    '    .catch(function (error) { gca.loading = undefined; throw error; }));',
    '};',
  ].join('\n');
}

/**
 * Replaces Docusaurus's `gca` runtime function, whose map of every chunk's name to its id (~8 KiB
 * gzip here, 930 chunks) sat in the runtime every page loads before it can render, although only
 * link prefetching reads it, after the page has loaded. The map becomes a hashed JSON file
 * next to the chunks that `__webpack_require__.gca.load()` fetches; `idle-prefetch.ts` awaits it.
 */
export function lazyChunkNamesPlugin(bundler: Bundler) {
  const {RuntimeModule, Compilation, sources} = bundler;
  const pluginName = 'lean-bundle-lazy-chunk-names';

  /** The map of a runtime chunk: the names and ids of the chunks it can load. */
  const fileOf = (runtimeChunk: Chunk) => {
    const idToName: Record<string, string> = runtimeChunk.getChunkMaps(false).name;
    return chunkNamesFile(Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id])));
  };

  class LazyChunkAssetRuntimeModule extends RuntimeModule {
    constructor() {
      super('LazyChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
    }

    generate(): string {
      return lazyChunkAssetRuntime(fileOf(this.chunk!).name);
    }
  }

  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk) => {
          compilation.addRuntimeModule(chunk, new LazyChunkAssetRuntimeModule());
        });
        // Derived again from the same chunk, so the file exists whether or not the runtime
        // module was generated anew in this compilation (watch mode reuses it).
        compilation.hooks.processAssets.tap({name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            const {name, json} = fileOf(chunk);
            compilation.emitAsset(name, new sources.RawSource(json));
          }
        });
      });
    },
  };
}
