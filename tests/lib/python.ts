import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

const isModern = (python: string) => {
  const probe = spawnSync(python, ['-c', 'import sys; print(sys.version_info >= (3, 12))']);
  return probe.status === 0 && probe.stdout.toString().trim() === 'True';
};

/**
 * The newest Python on the machine, 3.12 or later: examples use syntax such as `type X = ...`.
 * Looks at $PYTHON, then pyenv's installed versions, then python3 on the PATH.
 */
function findPython(): string {
  const pyenvRoot = process.env.PYENV_ROOT ?? path.join(os.homedir(), '.pyenv');
  const versionsDir = path.join(pyenvRoot, 'versions');
  const pyenvPythons = fs.existsSync(versionsDir)
    ? fs.readdirSync(versionsDir)
        .filter((v) => /^3\.\d+/.test(v))
        .sort((a, b) => b.localeCompare(a, undefined, {numeric: true}))
        .map((v) => path.join(versionsDir, v, 'bin', 'python3'))
    : [];
  const candidates = [process.env.PYTHON, ...pyenvPythons, 'python3.13', 'python3.12', 'python3'];
  const found = candidates.find((c): c is string => Boolean(c) && isModern(c!));
  if (!found) throw new Error('Python 3.12 or newer is needed to parse the Python examples (set $PYTHON)');
  return found;
}

const checker = `
import ast, json, sys
results = {}
for key, code in json.load(sys.stdin).items():
    try:
        compile(code, key, "exec", ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    except SyntaxError as err:
        results[key] = f"line {err.lineno}: {err.msg}"
json.dump(results, sys.stdout)
`;

/** Parses many Python sources in one interpreter run; returns the syntax error of each failure. */
export function pythonSyntaxErrors(sources: Record<string, string>): Record<string, string> {
  const run = spawnSync(findPython(), ['-c', checker], {input: JSON.stringify(sources)});
  if (run.status !== 0) throw new Error(`Python checker failed: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString()) as Record<string, string>;
}
