import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {areas, miscArea} from '../../src/data/areas';
import {clickNavbarArea, holdRequests, mainRegion, mobile, url, useBrowser, visit, waitForHydration, withSession} from './browser';

const browser = useBrowser();

describe('navbar on desktop', () => {
  test('is fixed at the top, not hidden on scroll, with logo, title and search on the right', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/docs/core/entity/light');
      const navbar = page.locator('nav.navbar');
      assert.match((await navbar.getAttribute('class')) ?? '', /navbar--fixed-top/);
      assert.equal(await navbar.locator('.navbar__brand .navbar__title').innerText(), 'Developers');
      assert.ok(await navbar.locator('.navbar__brand img.navbar__logo, .navbar__brand .navbar__logo img').first().isVisible());
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(300);
      assert.ok(await navbar.isVisible(), 'navbar hidden after scrolling');
      const search = navbar.locator('.navbar__items--right .navbar__search-input');
      assert.ok(await search.isVisible(), 'search box is not on the right');
    });
  });

  test('the "Home Assistant" dropdown lists every area, in order, with its target', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      const dropdown = page.locator('.navbar__items:not(.navbar__items--right) .dropdown').first();
      assert.equal((await dropdown.locator('> .navbar__link').innerText()).trim(), 'Home Assistant');
      await dropdown.hover();
      const items = dropdown.locator('.dropdown__menu a');
      await items.first().waitFor({state: 'visible'});
      const labels = await items.allInnerTexts();
      const hrefs = await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.deepEqual(labels.map((l) => l.trim()), areas.map((a) => a.label));
      // The spec's list, written out so that the test does not follow src/data/areas.ts.
      assert.deepEqual(hrefs, [
        '/docs/architecture_index',
        '/docs/development_index',
        '/docs/frontend',
        '/docs/supervisor',
        '/docs/add-ons',
        '/docs/operating-system',
        '/docs/voice/overview',
        '/docs/translations',
        '/docs/android',
      ]);
      assert.deepEqual([labels[0], labels[1], labels[6]].map((l) => l.trim()), ['Overview', 'Core', 'Voice']);
    });
  });

  test('every navbar target opens its page by client-side navigation', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      await page.evaluate(() => ((window as unknown as {marker: boolean}).marker = true));
      for (const area of areas) {
        await clickNavbarArea(page, area.label);
        await page.waitForURL(url(area.to));
        await page.locator('article h1').first().waitFor();
      }
      for (const [label, to] of [['Misc', '/docs/misc'], ['Blog', '/blog']]) {
        await page.locator('.navbar__items:not(.navbar__items--right) a.navbar__item', {hasText: label}).click();
        await page.waitForURL(url(to));
      }
      const sameDocument = await page.evaluate(() => (window as unknown as {marker?: boolean}).marker === true);
      assert.ok(sameDocument, 'a navbar link caused a full page load');
    });
  });
});

describe('route changes', () => {
  test('the old page stays shown, with a progress bar, until the next page has loaded', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/');
      // Hold back the next page's scripts for a while.
      const {release} = await holdRequests(page, '**/assets/js/**');
      // When the navigating click came and when the bar was added. A string, as tsx would wrap
      // the observer's callback in a helper the page does not have.
      await page.evaluate(`(() => {
        document.addEventListener('click', () => (window.clickAt ??= performance.now()), true);
        new MutationObserver(() => {
          if (document.getElementById('nprogress')) window.barAt ??= performance.now();
        }).observe(document.body, {childList: true});
      })()`);
      await clickNavbarArea(page, 'Frontend');
      await page.locator('#nprogress .bar').waitFor({state: 'attached'});
      assert.ok(await page.locator('header h1', {hasText: 'Home Assistant Developer Docs'}).isVisible(), 'the old page was replaced early');
      assert.equal(await page.locator('#nprogress .spinner').count(), 0, 'the bar has a spinner');
      const delay = await page.evaluate(() => {
        const times = window as unknown as {clickAt: number; barAt: number};
        return times.barAt - times.clickAt;
      });
      assert.ok(delay >= 195, `the bar started ${Math.round(delay)} ms after the click, before 200 ms`);
      release();
      await page.locator('article h1', {hasText: 'Home Assistant Frontend'}).waitFor();
      await page.locator('#nprogress').waitFor({state: 'detached'});
    });
  });

  test('a change of the hash alone shows no progress bar', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/docs/core/entity/light');
      await page.evaluate(`(() => {
        new MutationObserver(() => {
          if (document.getElementById('nprogress')) window.barSeen = true;
        }).observe(document.body, {childList: true});
      })()`);
      await page.locator('.table-of-contents a').nth(2).click();
      await page.waitForURL(/#/);
      await page.waitForTimeout(400); // past the bar's 200 ms delay
      assert.equal(await page.evaluate(() => (window as unknown as {barSeen?: boolean}).barSeen), undefined);
    });
  });
});

describe('mobile menu', () => {
  test('slides out, expands the dropdown, shows the docs sidebar with a back button', async () => {
    await withSession(browser(), {viewport: mobile, isMobile: true, hasTouch: true}, async ({page}) => {
      await visit(page, '/docs/core/entity/light');
      assert.ok(!(await page.locator('.navbar__items .dropdown').first().isVisible()), 'desktop items shown on mobile');
      await page.locator('button.navbar__toggle').click();
      const sidebar = page.locator('.navbar-sidebar');
      await sidebar.waitFor({state: 'visible'});
      assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden', 'body scroll not locked');
      // On a docs page the secondary menu (the docs sidebar) shows first.
      const back = sidebar.locator('button', {hasText: '← Back to main menu'});
      assert.ok(await back.isVisible(), 'no back button on the docs sidebar');
      assert.ok(await sidebar.locator('a.menu__link[href="/docs/core/entity/light"]').isVisible(), 'no docs sidebar');
      await back.click();
      const dropdownLabel = sidebar.locator('.menu__link--sublist', {hasText: 'Home Assistant'});
      await dropdownLabel.waitFor({state: 'visible'});
      const frontend = sidebar.locator('a.menu__link', {hasText: 'Frontend'});
      if (!(await frontend.isVisible())) await dropdownLabel.click();
      await frontend.waitFor({state: 'visible'});
      await dropdownLabel.click();
      await frontend.waitFor({state: 'hidden'});
      await dropdownLabel.click();
      await frontend.click();
      await page.waitForURL(url('/docs/frontend'));
      await sidebar.waitFor({state: 'hidden'});
      assert.notEqual(await page.evaluate(() => document.body.style.overflow), 'hidden', 'scroll still locked');
    });
  });

  test("builds the navbar's items and the page's sidebar into the menu the first time the menu opens", async () => {
    await withSession(browser(), {viewport: mobile}, async ({page}) => {
      await visit(page, '/blog');
      const postLinks = page.locator('.navbar-sidebar a[href^="/blog/20"]');
      const navbarItem = page.locator('.navbar-sidebar a.menu__link[href="/blog"]');
      await page.waitForFunction(() => document.readyState === 'complete');
      assert.equal(await postLinks.count(), 0, "the hidden menu's sidebar was built before the menu opened");
      assert.equal(await navbarItem.count(), 0, "the hidden menu's navbar items were built before the menu opened");
      await page.locator('button.navbar__toggle').click();
      await postLinks.first().waitFor({state: 'visible'});
      // The blog sidebar lists every post, as on the desktop.
      assert.ok((await postLinks.count()) > 200, `${await postLinks.count()} posts in the menu`);
      await page.locator('.navbar-sidebar button', {hasText: '← Back to main menu'}).click();
      await navbarItem.waitFor({state: 'visible'});
    });
  });

  test('closes by itself when the window grows past the 996 px breakpoint', async () => {
    await withSession(browser(), {viewport: mobile}, async ({page}) => {
      await visit(page, '/');
      await page.locator('button.navbar__toggle').click();
      await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
      // 996 px is still the mobile layout; desktop starts above it.
      await page.setViewportSize({width: 996, height: 800});
      await page.waitForTimeout(200);
      assert.ok(await page.locator('.navbar-sidebar').isVisible(), 'closed at the breakpoint');
      await page.setViewportSize({width: 997, height: 800});
      await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
      assert.notEqual(await page.evaluate(() => document.body.style.overflow), 'hidden');
    });
  });
});

describe('page furniture', () => {
  test('the footer has four columns, the local hosting badge and the copyright', async () => {
    await withSession(browser(), {}, async ({page}) => {
      // The analytics tag is the only third-party request, and only when an id is configured.
      const external: string[] = [];
      page.on('request', (request) => {
        const requestUrl = request.url();
        if (!requestUrl.startsWith(url('/')) && !requestUrl.includes('googletagmanager.com')) external.push(requestUrl);
      });
      await visit(page, '/');
      const footer = page.locator('footer.footer');
      assert.match((await footer.getAttribute('class')) ?? '', /footer--dark/);
      assert.ok(await footer.locator('.footer__logo').isVisible(), 'no footer logo');
      const titles = await footer.locator('.footer__title').allInnerTexts();
      assert.deepEqual(titles.map((t) => t.trim()), ['More Home Assistant', 'Social', 'Other', 'Thanks']);
      const columns = footer.locator('.footer__col');
      const linkTexts = async (i: number) => (await columns.nth(i).locator('a').allInnerTexts()).map((t) => t.trim());
      assert.deepEqual(await linkTexts(0), ['Homepage', 'Data portal', 'Alerts', 'System status']);
      assert.deepEqual(await linkTexts(1), ['Blog', 'GitHub', 'X (Twitter)', 'Discord chat']);
      assert.deepEqual(await linkTexts(2), ['Privacy', 'Security']);
      const linkTargets = async (i: number) => columns.nth(i).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.deepEqual(await linkTargets(0), [
        'https://www.home-assistant.io',
        'https://data.home-assistant.io',
        'https://alerts.home-assistant.io',
        'https://status.home-assistant.io',
      ]);
      assert.deepEqual(await linkTargets(1), [
        'https://www.home-assistant.io/blog/',
        'https://github.com/home-assistant',
        'https://x.com/home_assistant',
        'https://www.home-assistant.io/join-chat',
      ]);
      assert.deepEqual(await linkTargets(2), ['https://www.home-assistant.io/privacy/', 'https://www.home-assistant.io/security/']);
      const badge = columns.nth(3).locator('img');
      assert.equal(await badge.getAttribute('src'), '/img/hosted-by-netlify.svg');
      await badge.scrollIntoViewIfNeeded();
      assert.ok(await badge.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0), 'badge did not load');
      assert.equal(
        (await footer.locator('.footer__copyright').innerText()).trim(),
        'Copyright © 2025 Home Assistant. Built with Docusaurus.',
      );
      assert.deepEqual(external, [], 'the home page made third-party requests');
    });
  });

  test('the skip link is the first stop of the keyboard and moves focus to the content', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await visit(page, '/docs/core/entity/light');
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      assert.equal((await focused.innerText()).trim(), 'Skip to main content');
      await page.keyboard.press('Enter');
      // The link moves the focus starting point: the next Tab lands inside the main content.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate((selector) => document.activeElement?.closest(selector) !== null, mainRegion);
      assert.ok(inMain, 'the next Tab after the skip link did not land in the main content');
    });
  });
});

describe('routes', () => {
  test('unknown paths answer 404 with the not-found page', async () => {
    await withSession(browser(), {allowProblems: true}, async ({page}) => {
      for (const route of ['/no/such/page', '/docs/no-such-doc', '/blog/2099/01/01/nothing']) {
        const response = await page.goto(url(route));
        assert.equal(response?.status(), 404, route);
        await waitForHydration(page);
        assert.match(await page.locator('main h1').innerText(), /Page Not Found/i, route);
      }
    });
  });

  test('/docs is a docs index linking every area', async () => {
    await withSession(browser(), {}, async ({page}) => {
      const response = await page.goto(url('/docs'));
      assert.equal(response?.status(), 200);
      await waitForHydration(page);
      assert.equal(await page.locator('main h1').innerText(), 'Documentation');
      const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const area of [...areas, miscArea]) assert.ok(hrefs.includes(area.to), `no link to ${area.to}`);
    });
  });

  test('.html and /index suffixes lead to the bare path', async () => {
    await withSession(browser(), {}, async ({page}) => {
      for (const [route, bare] of [
        ['/docs/frontend.html', '/docs/frontend'],
        ['/blog/archive.html', '/blog/archive'],
        ['/index.html', '/'],
      ]) {
        await page.goto(url(route));
        await waitForHydration(page);
        assert.equal(new URL(page.url()).pathname, bare, route);
        assert.ok(await page.locator(mainRegion).first().isVisible(), `${route} rendered nothing`);
      }
      // Client-side: the router normalises a link that carries the suffix.
      await page.evaluate(() => window.history.pushState({}, '', '/docs/android/index.html'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.waitForSelector('article h1');
      assert.match(await page.locator('article h1').innerText(), /Home Assistant Android/);
    });
  });

  test('a URL fragment scrolls to its heading; a new query string alone does not scroll', async () => {
    await withSession(browser(), {}, async ({page}) => {
      await page.goto(url('/docs/core/entity/light'));
      await waitForHydration(page);
      const anchor = await page.locator('article h2[id]').nth(2).getAttribute('id');
      assert.ok(anchor, 'the light page has no H2 with an id');
      await visit(page, `/docs/integration_fetching_data`);
      // Navigate through the router, as a link click does.
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/docs/core/entity/light#${anchor}`);
      await page.waitForFunction((id) => {
        const el = document.getElementById(id);
        return el !== null && Math.abs(el.getBoundingClientRect().top) < 200;
      }, anchor);
      const before = await page.evaluate(() => window.scrollY);
      assert.ok(before > 0, 'the fragment did not scroll');
      await page.evaluate(() => {
        window.history.pushState({}, '', `${window.location.pathname}?tab=1${window.location.hash}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForTimeout(300);
      assert.equal(await page.evaluate(() => window.scrollY), before, 'a query-only change scrolled');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/docs/frontend');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL(url('/docs/frontend'));
      await page.waitForFunction(() => window.scrollY === 0);
    });
  });
});
