// Data files written by the local plugins at build time.
declare module '@generated/doc-descriptions/default/descriptions.json' {
  import type {DocDescriptions} from '@site/plugins/doc-descriptions';

  const descriptions: DocDescriptions;
  export default descriptions;
}
