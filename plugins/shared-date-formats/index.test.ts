import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import sharedDateFormatsPlugin, {themeIntlUtils} from './index';
import {sharedDateTimeFormat} from './date-time-format';

const exportedFunctions = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^export function (\w+)/gm)].map((m) => m[1]).sort();

test('the stand-in exports the same hooks as the theme module it replaces', () => {
  assert.deepEqual(exportedFunctions(path.join(__dirname, 'intl-utils.ts')), exportedFunctions(themeIntlUtils));
  assert.deepEqual(exportedFunctions(themeIntlUtils), ['useCalendar', 'useDateTimeFormat']);
});

test('client and server bundles resolve the theme module to the stand-in', () => {
  const configure = sharedDateFormatsPlugin().configureWebpack!;
  for (const isServer of [false, true]) {
    const config = configure({} as never, isServer, {} as never, {} as never) as {resolve: {alias: Record<string, string>}};
    assert.deepEqual(config.resolve.alias, {[`${themeIntlUtils}$`]: path.join(__dirname, 'intl-utils.ts')});
  }
});

test('equal options share one formatter, which formats as a new one would', () => {
  const options = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', calendar: 'gregory'} as const;
  const format = sharedDateTimeFormat('en', {...options});
  assert.equal(sharedDateTimeFormat('en', {...options}), format);
  const date = new Date('2025-08-20T00:00:00Z');
  assert.equal(format.format(date), new Intl.DateTimeFormat('en', options).format(date));
  assert.equal(format.format(date), 'August 20, 2025');
});

test('other options or another locale get their own formatter', () => {
  const options = {month: 'long', timeZone: 'UTC'} as const;
  assert.notEqual(sharedDateTimeFormat('en', {...options, day: 'numeric'}), sharedDateTimeFormat('en', options));
  assert.notEqual(sharedDateTimeFormat('fr', options), sharedDateTimeFormat('en', options));
});
