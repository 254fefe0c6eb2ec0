import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {entryScript} from '../../plugins/paint-first/ssrTemplate';
import {assertNoProblems, hydratedSelector, useBrowser, visit, withSession} from './browser';

const browser = useBrowser();

type Timeline = {events: [string, number][]};
const timeline = (page: {evaluate: <T>(fn: () => T) => Promise<T>}) =>
  page.evaluate(() => (window as unknown as Timeline).events);

describe('page loading', () => {
  test('the server-rendered page gets a frame before the entry scripts run; then it hydrates', async () => {
    await withSession(browser(), {}, async (session) => {
      const {page} = session;
      // Every rendered frame and each script added to the page (the loader is the last element).
      // A string: tsx would wrap a named function in a helper the page does not have.
      await page.addInitScript(`
        const events = (window.events = []);
        requestAnimationFrame(function onFrame() {
          events.push(['frame', performance.now()]);
          if (events.length < 200) requestAnimationFrame(onFrame);
        });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof HTMLScriptElement)) continue;
              if (node.src) events.push(['script ' + new URL(node.src).pathname, performance.now()]);
              else if (node.text.includes('data-entry-script')) events.push(['loader', performance.now()]);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      `);
      await visit(page, '/docs/asyncio_101');
      const events = (await timeline(page)).map(([name]) => name.replace(/\.[0-9a-f]+\.js$/, ''));
      const loader = events.indexOf('loader');
      const runtime = events.indexOf('script /assets/js/runtime~main');
      assert.ok(loader >= 0 && runtime > loader, events.slice(0, 12).join(', '));
      assert.equal(events[runtime + 1], 'script /assets/js/main');
      assert.ok(events.slice(loader, runtime).includes('frame'), `no frame before the scripts: ${events.join(', ')}`);
      assertNoProblems(session);
    });
  });

  for (const route of ['/docs/core/entity/light', '/blog']) {
    test(`${route}: the chunks its routes render are preloaded with the entry scripts after the first paint, each fetched once and used`, async () => {
      await withSession(browser(), {}, async ({page}) => {
        // Frames, route chunk preloads, scripts and hydration, in the order they reach the page.
        // A string, as above.
        await page.addInitScript(`
          const events = (window.events = []);
          requestAnimationFrame(() => events.push(['frame', '']));
          new MutationObserver((records) => {
            for (const record of records) {
              if (record.type === 'attributes' && record.target.dataset.hasHydrated === 'true') {
                events.push(['hydrated', '']);
                window.hydratedAt ??= performance.now();
              }
              for (const node of record.addedNodes) {
                if (node instanceof HTMLLinkElement && node.rel === 'preload' && node.as === 'script' && !node.hasAttribute('data-entry-script')) {
                  events.push(['preload', new URL(node.href).pathname]);
                } else if (node instanceof HTMLScriptElement && node.src) {
                  events.push(['script', new URL(node.src).pathname]);
                }
              }
            }
          }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
        `);
        await visit(page, route);
        const log = (await page.evaluate(() => (window as unknown as {events: [string, string][]}).events)).map(([kind, file]) => ({kind, file}));
        const events = log.slice(0, log.findIndex(({kind}) => kind === 'hydrated'));
        const preloaded = events.filter(({kind}) => kind === 'preload').map(({file}) => file);
        // The site's own chunks (the analytics tag is one more script).
        const scripts = events.filter(({kind, file}) => kind === 'script' && file.startsWith('/assets/js/')).map(({file}) => file);
        assert.ok(preloaded.length >= 2, `route chunks preloaded: ${preloaded.join(' ')}`);
        assert.ok(events.findIndex(({kind}) => kind === 'frame') < events.findIndex(({kind}) => kind === 'preload'), 'preloaded before the first frame');
        assert.deepEqual(preloaded.filter((file) => !scripts.includes(file)), [], 'preloaded but never run');
        // Hydration needs the preloaded chunks and the section's three route tables (routes, chunk
        // names, chunk loaders), which the main bundle loads itself (plugins/lean-bundle).
        const entries = scripts.filter((file) => entryScript.test(file));
        const notPreloaded = scripts.filter((file) => !preloaded.includes(file) && !entries.includes(file));
        assert.ok(notPreloaded.length <= 3, `loaded without a preload: ${notPreloaded.join(' ')}`);
        // Requests until hydration; the tests' request interception turns the cache off, so a
        // second request for a chunk would show here.
        const fetches = await page.evaluate((files) => {
          const {hydratedAt} = window as unknown as {hydratedAt: number};
          return files.map(
            (file) => performance.getEntriesByName(new URL(file, location.href).href).filter((entry) => entry.startTime < hydratedAt).length,
          );
        }, preloaded);
        assert.deepEqual(fetches, preloaded.map(() => 1), 'a preloaded chunk was fetched again');
      });
    });
  }

  test('visible links prefetch their pages only after the load event and hydration, while the browser is idle, each chunk once and none the page has', async () => {
    await withSession(browser(), {}, async ({page}) => {
      // Every prefetch hint, the load event and hydration, in order; and the page's own scripts.
      await page.addInitScript((hydrated) => {
        const seen = ((window as unknown as {prefetchLog: string[]}).prefetchLog = [] as string[]);
        const scripts = ((window as unknown as {pageScripts: string[]}).pageScripts = [] as string[]);
        window.addEventListener('load', () => seen.push('load'));
        // The page has no <html> element yet: watch the whole document.
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'attributes' && document.querySelector(hydrated) !== null && !seen.includes('hydrated')) {
              seen.push('hydrated');
            }
            record.addedNodes.forEach((node) => {
              if (node instanceof HTMLLinkElement && node.rel === 'prefetch') seen.push(node.href);
              if (node instanceof HTMLScriptElement && node.src && !seen.includes(node.src)) scripts.push(node.src);
            });
          }
        }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
      }, hydratedSelector);
      // A post: its year sidebar shows some 200 links at once.
      await visit(page, '/blog/2024/01/19/entity-translations-placeholders');
      await page.waitForFunction(() => (window as unknown as {prefetchLog: string[]}).prefetchLog.length > 20);
      const log = await page.evaluate(() => (window as unknown as {prefetchLog: string[]}).prefetchLog);
      assert.deepEqual([...log.slice(0, 2)].sort(), ['hydrated', 'load'], `a prefetch hint came first: ${log.slice(0, 3).join(' ')}`);
      assert.ok(log.slice(2).every((href) => /\/assets\/js\/[\w~.-]+\.js$/.test(href)), log.slice(2, 5).join(' '));
      // Posts share most of their chunks; each is prefetched once.
      const hrefs = log.slice(2);
      assert.deepEqual(hrefs.filter((href, index) => hrefs.indexOf(href) !== index), [], 'chunks prefetched again');
      // The chunks the post loaded itself (its routes' chunks) are not asked for again.
      const pageScripts = await page.evaluate(() => (window as unknown as {pageScripts: string[]}).pageScripts);
      assert.ok(pageScripts.length > 5, `the page's scripts: ${pageScripts.join(' ')}`);
      assert.deepEqual(hrefs.filter((href) => pageScripts.includes(href)), [], 'prefetched chunks the page had loaded');
    });
  });

  for (const connection of [{effectiveType: '4g', saveData: true}, {effectiveType: 'slow-2g', saveData: false}]) {
    test(`nothing is prefetched on a ${connection.saveData ? 'data-saver' : connection.effectiveType} connection, not even the chunk-name map`, async () => {
      await withSession(browser(), {}, async (session) => {
        const {page} = session;
        // Chromium reports the real connection; a stand-in object lets the test change it.
        await page.addInitScript((stub) => {
          Object.defineProperty(navigator, 'connection', {value: {...stub}, configurable: true});
        }, connection);
        const fetched: string[] = [];
        page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
        // A post: its year sidebar shows some 200 links at once.
        await visit(page, '/blog/2024/01/19/entity-translations-placeholders');
        // Long enough for the queue to have started: after load and hydration, a few idle periods.
        // A string: tsx would wrap the named function in a helper the page does not have.
        await page.evaluate(`new Promise((resolve) => {
          let periods = 0;
          const next = () => requestIdleCallback(() => (++periods >= 5 ? setTimeout(resolve, 500) : next()));
          next();
        })`);
        assert.equal(await page.locator('link[rel="prefetch"]').count(), 0);
        assert.deepEqual(fetched.filter((path) => path.includes('chunk-names')), []);

        // Control: once the connection is fast again, links that come into view are prefetched.
        await page.evaluate(() => {
          const info = (navigator as unknown as {connection: {effectiveType: string; saveData: boolean}}).connection;
          info.effectiveType = '4g';
          info.saveData = false;
        });
        await page.mouse.wheel(0, 20000);
        await page.waitForSelector('link[rel="prefetch"]', {state: 'attached'});
        assert.equal(fetched.filter((path) => path.includes('chunk-names')).length, 1);
        assertNoProblems(session);
      });
    });
  }

  test('an idle period that ends after one prefetch link gets no second one, even when a route needs several chunks', async () => {
    await withSession(browser(), {}, async ({page}) => {
      // Each idle period lasts until a prefetch link is inserted, like a short period on a busy
      // phone; every period's count of inserted links is logged. A string, as above.
      await page.addInitScript(`
        const inserted = (window.linksPerIdlePeriod = []);
        const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
        const nativeRequestIdleCallback = window.requestIdleCallback.bind(window);
        window.requestIdleCallback = (callback, options) =>
          nativeRequestIdleCallback((deadline) => {
            const before = count();
            callback({didTimeout: deadline.didTimeout, timeRemaining: () => (count() > before ? 0 : 2)});
            inserted.push(count() - before);
          }, options);
      `);
      // A post: its year sidebar links to some 200 posts, whose routes need chunks of their own.
      await visit(page, '/blog/2024/01/19/entity-translations-placeholders');
      await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length >= 10);
      const perPeriod = await page.evaluate(() => (window as unknown as {linksPerIdlePeriod: number[]}).linksPerIdlePeriod);
      assert.ok(perPeriod.reduce((sum, n) => sum + n, 0) >= 10, 'the prefetch links were inserted outside idle periods');
      assert.equal(Math.max(...perPeriod), 1, `links per idle period: ${perPeriod.filter((n) => n > 0).join(' ')}`);
    });
  });
});
