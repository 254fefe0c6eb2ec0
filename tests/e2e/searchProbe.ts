import type {Page} from 'playwright-core';

const results = '#__docusaurus_skipToContent_fallback article';

/**
 * The routes the search page lists for a query, best first (paths only). The search page ranks
 * with the same worker as the navbar suggestions; it is used because its results are links.
 * The page must already be open on /search.
 */
export async function searchRoutes(page: Page, query: string, limit = 8): Promise<string[]> {
  const box = page.locator('#__docusaurus_skipToContent_fallback input[type="search"]');
  await box.fill(query);
  await page.waitForURL((u) => u.searchParams.get('q') === query);
  const heading = page.locator('#__docusaurus_skipToContent_fallback h1');
  await heading.filter({hasText: query}).first().waitFor();
  // Results render when the worker answers; wait until two reads agree.
  let previous: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    await page.waitForTimeout(100);
    const current = await page
      .locator(`${results} h2 a`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    if (current.length > 0 && current.join() === previous.join()) break;
    previous = current;
  }
  return previous.slice(0, limit).map((href) => new URL(href, 'http://x').pathname);
}
