/** The site config module that Docusaurus generates for the client bundle. */
export const generatedSiteConfig = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/**
 * Keys of the site config that only the build reads: plugin, preset and theme options, the page
 * template and the markdown options. Docusaurus writes the whole config into a module that every
 * page's main bundle carries, and no client code (core, theme, plugins, ours) reads these.
 */
export const buildOnlyKeys = ['plugins', 'presets', 'themes', 'ssrTemplate', 'markdown'] as const;

const head = 'export default ';

/** The generated config module (`export default {...};`) without the build-only keys. */
export function clientSiteConfig(source: string): string {
  const start = source.indexOf(head);
  if (start < 0) throw new Error('lean-bundle: the generated site config no longer starts with "export default"');
  const config = JSON.parse(source.slice(start + head.length).trim().replace(/;$/, '')) as Record<string, unknown>;
  for (const key of buildOnlyKeys) delete config[key];
  return `${head}${JSON.stringify(config)};\n`;
}
