import fs from 'node:fs';
import path from 'node:path';

const entityDir = path.resolve(__dirname, '../../docs/core/entity');

/**
 * Old flat URLs of pages that moved, still linked from code comments and READMEs across
 * GitHub: `/docs/entity_binary_sensor` is now `/docs/core/entity/binary-sensor`.
 */
export function movedPages(): Array<readonly [from: string, to: string]> {
  const entityPages = fs
    .readdirSync(entityDir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.replace(/\.mdx?$/, ''));
  return [
    ['/docs/entity_index', '/docs/core/entity'],
    ...entityPages.map((page) => [`/docs/entity_${page.replaceAll('-', '_')}`, `/docs/core/entity/${page}`] as const),
    ['/docs/integration_quality_scale_index', '/docs/core/integration-quality-scale'],
    ['/docs/integration_quality_scale', '/docs/core/integration-quality-scale'],
    ['/docs/llm_api', '/docs/core/llm'],
  ];
}
