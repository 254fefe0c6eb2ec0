import type {CurrentBundler} from '@docusaurus/types';

type Bundler = CurrentBundler['instance'];
type Compiler = Parameters<InstanceType<Bundler['NormalModuleReplacementPlugin']>['apply']>[0];

/**
 * The minified runtime's chunk URL function, `__webpack_require__.u`: the path up to the chunk id,
 * the id, the map of chunk ids to content hashes (an object literal) and the extension.
 */
const chunkUrlFunction = /\.u=(\w+)=>("[^"]*"\+\1\+"\."\+)\((\{[^{}]*\})\)\[\1\](\+"[^"]*")/;

/** A chunk URL function with an object literal in it, in any form. */
const chunkUrlFunctionWithMap = /\.u=\w+=>[^,;]*\(\{/;

/**
 * The runtime with its chunk URL function's map built once, when the runtime starts. Rspack
 * writes the map (~940 chunks) as an object literal inside the function, so every chunk loaded or
 * prefetched built the whole object again: 0.1-0.6 ms per chunk, a third of the time link
 * prefetching spent per link. A runtime that loads chunks of one name only (the search worker's)
 * has no map and is returned as it is.
 */
export function hoistChunkUrlMap(runtime: string): string {
  const match = chunkUrlFunction.exec(runtime);
  if (!match) {
    if (chunkUrlFunctionWithMap.test(runtime)) throw new Error("The bundler's chunk URL function changed: `.u=id=>\"...\"+({...})[id]+\".js\"` not found");
    return runtime;
  }
  const [whole, id, prefix, map, suffix] = match;
  const hashes = id === 'h' ? 'm' : 'h';
  return runtime.replace(whole, () => `.u=(${hashes}=>${id}=>${prefix}${hashes}[${id}]${suffix})(${map})`);
}

/** Hoists the map of the runtime chunk's minified chunk URL function (`hoistChunkUrlMap`). */
export function chunkUrlMapPlugin(bundler: Bundler) {
  const {Compilation, sources} = bundler;
  const pluginName = 'lean-bundle-chunk-url-map';
  return {
    apply(compiler: Compiler) {
      // The dev server's unminified runtime writes the function differently; it is not a phone's.
      if (!compiler.options.optimization.minimize) return;
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        // After minification, before the content hashes of the file names.
        const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
        compilation.hooks.processAssets.tap({name: pluginName, stage}, () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.RawSource(hoistChunkUrlMap(source.source().toString())));
            }
          }
        });
      });
    },
  };
}
