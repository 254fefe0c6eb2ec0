/**
 * The announcement bar: change `id` whenever `content` changes, so readers who dismissed the
 * previous announcement see the new one.
 */
export const announcement = {
  id: 'quality-scale-2025',
  content:
    'Building an integration? Check it against the <a href="/docs/development_index">integration development guide</a> and the quality scale rules before you open a pull request.',
} as const;
