// Data files written by the local plugins at build time.
declare module '@generated/doc-descriptions/default/descriptions.json' {
  import type {DocDescriptions} from '@site/plugins/doc-descriptions';

  const descriptions: DocDescriptions;
  export default descriptions;
}

declare module '@generated/prism-colour-modes/default/styled-token-types.json' {
  const styledTokenTypes: string[];
  export default styledTokenTypes;
}

// One section's part of Docusaurus's route tables (plugins/lean-bundle/route-sections.ts).
declare module '@generated/registry?*' {
  import type {Registry} from '@docusaurus/types';

  const registry: Registry;
  export default registry;
}

declare module '@generated/routesChunkNames?*' {
  import type {RouteChunkNames} from '@docusaurus/types';

  const routesChunkNames: RouteChunkNames;
  export default routesChunkNames;
}

declare module '@generated/routes?*' {
  import type routes from '@generated/routes';

  const part: typeof routes;
  export default part;
}
