// Plain JavaScript: node:test loads reporters before the tsx loader hooks apply.

/**
 * A node:test reporter that prints only the closing line "N passed, N failed, N skipped":
 * leaf tests are counted, suites are not; todo and skipped tests count as skipped.
 * @param {AsyncIterable<import('node:test/reporters').TestEvent>} source
 */
export default async function* summaryReporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details.type === 'suite') continue;
    if (event.data.todo || event.data.skip) skipped += 1;
    else if (event.type === 'test:pass') passed += 1;
    else failed += 1;
  }
  yield `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
}
