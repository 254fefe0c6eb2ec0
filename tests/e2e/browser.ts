import {after, before} from 'node:test';
import assert from 'node:assert/strict';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';

/** The production build served by scripts/test.sh. */
const siteUrl = process.env.TEST_BASE_URL ?? 'http://127.0.0.1:3210';
export const url = (route: string) => `${siteUrl}${route}`;
const siteOrigin = new URL(siteUrl).origin;

export const desktop = {width: 1280, height: 800};
export const mobile = {width: 390, height: 844};

let browser: Browser | undefined;

/** One Chromium per test file, launched as this machine allows (no sandbox, no network chatter). */
export function useBrowser(): () => Browser {
  before(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    assert.ok(browser, 'browser not launched');
    return browser;
  };
}

export type Session = {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and React recoverable errors seen so far. */
  problems: string[];
};

/**
 * A fresh context and page. The test server (scripts/serve-build.ts) sends the CSP of the
 * build's `_headers`, so any violation shows up as a console error. Requests that would leave
 * the machine are answered locally: the analytics tag gets an empty script, anything else
 * external is refused.
 */
async function openSession(b: Browser, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await b.newContext({viewport: desktop, ...options});
  await context.route(
    (u) => u.origin !== siteOrigin,
    (route) =>
      route.request().url().includes('googletagmanager.com')
        ? route.fulfill({status: 200, contentType: 'text/javascript', body: ''})
        : route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  watchProblems(page, problems);
  return {context, page, problems};
}

function watchProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
}

/** The page's main region: `<main>` where the layout has one, else the layout's content wrapper. */
export const mainRegion = 'main, #__docusaurus_skipToContent_fallback';

/**
 * Opens an area from the navbar's "Home Assistant" dropdown, as a reader does. The menu shows
 * on hover and fades in; when it closes before the click lands (the page behind it was still
 * settling after the previous navigation), the pointer hovers the dropdown again.
 */
export async function clickNavbarArea(page: Page, label: string): Promise<void> {
  const dropdown = page.locator('.navbar__items:not(.navbar__items--right) .dropdown').first();
  const link = dropdown.locator('.dropdown__menu a', {hasText: label}).first();
  for (let attempt = 1; ; attempt++) {
    await dropdown.hover();
    try {
      await link.click({timeout: 5_000});
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Loads a route and waits until React has hydrated it. */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(url(route));
  await waitForHydration(page);
}

/**
 * Follows the first link to `route` in a `nav` (a client-side navigation) and waits until the
 * new page has rendered: its heading replaces the old page's.
 */
export async function followNavLink(page: Page, route: string): Promise<void> {
  const oldHeading = await page.locator('h1').first().textContent();
  await page.locator(`nav a[href="${route}"]`).first().click();
  await page.waitForURL(url(route));
  await page.waitForFunction((old) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading.textContent !== old;
  }, oldHeading);
}

/**
 * Holds back the requests matching `pattern` until `release` is called, as a slow network would.
 * The context's routes also see the requests of the page's workers. `held` tells whether one came.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  pattern: string | RegExp,
): Promise<{release: () => void; held: () => boolean}> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await target.route(pattern, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  return {release, held: () => held};
}

/** Matches once Docusaurus has hydrated the page: it sets this attribute on `<html>`. */
export const hydratedSelector = 'html[data-has-hydrated="true"]';

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector(hydratedSelector, {state: 'attached'});
}

/** Fails with everything that went wrong in the page, if anything did. */
export function assertNoProblems(session: Session): void {
  assert.deepEqual(session.problems, [], 'console or page errors');
}

/**
 * Runs `body` in a fresh session and closes it afterwards, even when an assertion fails.
 * Unless `allowProblems` is set, the session must end without console or page errors.
 */
export async function withSession(
  b: Browser,
  options: BrowserContextOptions & {allowProblems?: boolean},
  body: (session: Session) => Promise<void>,
): Promise<void> {
  const {allowProblems = false, ...contextOptions} = options;
  const session = await openSession(b, contextOptions);
  try {
    await body(session);
    if (!allowProblems) assertNoProblems(session);
  } finally {
    await session.context.close();
  }
}

/**
 * Diagrams are drawn once they come near the viewport (after the load event): scrolls each
 * placeholder into view until none is left, waits for `expected` drawings, and returns how many
 * diagrams were drawn.
 */
export async function drawAllDiagrams(page: Page, expected: number): Promise<number> {
  await page.waitForFunction(() => document.readyState === 'complete');
  const placeholders = 'pre.mermaid-source';
  for (let left = await page.locator(placeholders).count(); left > 0; left = await page.locator(placeholders).count()) {
    // Scrolled from inside the page: a placeholder can be replaced at any moment.
    await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView(), placeholders);
    await page.waitForFunction(([selector, n]) => document.querySelectorAll(selector).length < n, [placeholders, left] as const);
  }
  const drawn = '.docusaurus-mermaid-container svg';
  await page
    .waitForFunction(([selector, n]) => document.querySelectorAll(selector).length >= n, [drawn, expected] as const, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  return page.locator(drawn).count();
}
