import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {TestContext} from 'node:test';

/** A new directory under the system's temp folder, removed when the test ends, passed or failed. */
export function tempDir(t: TestContext, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  return dir;
}
