import type {Page} from 'playwright-core';

const main = '#__docusaurus_skipToContent_fallback';
/** A query no page matches; its empty answer separates one query's results from the next. */
const nothing = 'qqxzjvw';

/**
 * The routes the search page lists for a query, best first (paths only). The search page ranks
 * with the same worker as the navbar suggestions; it is used because its results are links.
 * The page must already be open on /search.
 */
export async function searchRoutes(page: Page, query: string, limit = 8): Promise<string[]> {
  // The page keeps the previous results until the worker answers, which can take longer than
  // any fixed wait on a busy machine: clear the list first, then wait for the new answer.
  await ask(page, nothing);
  await page.locator(main).getByText('No documents were found').waitFor();
  await ask(page, query);
  const links = page.locator(`${main} article h2 a`);
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.slice(0, limit).map((href) => new URL(href, 'http://x').pathname);
}

async function ask(page: Page, query: string): Promise<void> {
  await page.locator(`${main} input[type="search"]`).fill(query);
  await page.waitForURL((u) => u.searchParams.get('q') === query);
}
