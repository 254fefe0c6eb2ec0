import {test} from 'node:test';
import assert from 'node:assert/strict';
import {url, useBrowser, withSession} from './browser';

const browser = useBrowser();

test('with JavaScript disabled, a docs page shows its text, code and diagram sources', async () => {
  await withSession(browser(), {javaScriptEnabled: false}, async ({page}) => {
    await page.goto(url('/docs/core/entity/light'));
    const article = page.locator('article').first();
    assert.match(await article.locator('h1').innerText(), /Light entity/);
    assert.ok(await page.locator('pre.prism-code').first().isVisible(), 'code blocks are not shown');
    assert.match(await page.locator('pre.mermaid-source').first().innerText(), /flowchart TD/);
    assert.ok(await page.locator('.theme-doc-sidebar-container a', {hasText: 'Light'}).first().isVisible());
  });
});
