import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcement} from '../../src/data/announcement';
import {url, useBrowser, visit, waitForHydration, withSession} from './browser';

const browser = useBrowser();
const bar = '.theme-announcement-bar';

test('the announcement shows until closed, and the dismissal is remembered', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await visit(page, '/');
    assert.ok(await page.locator(bar).isVisible(), 'no announcement bar');
    assert.ok((await page.locator(bar).innerText()).length > 10, 'the announcement has no text');
    await page.locator(`${bar} button[aria-label="Close"]`).click();
    await page.locator(bar).waitFor({state: 'detached'});
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), announcement.id);
    await visit(page, '/docs/frontend');
    assert.equal(await page.locator(bar).count(), 0, 'shown again after dismissal');
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator(bar).count(), 0, 'shown again after reload');
  });
});

test('a new announcement id shows the bar again to readers who dismissed an older one', async () => {
  await withSession(browser(), {}, async ({page}) => {
    await page.goto(url('/404.html'));
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await visit(page, '/');
    await page.locator(bar).waitFor({state: 'visible', timeout: 5000});
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), announcement.id);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
  });
});
