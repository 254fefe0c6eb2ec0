import {spawnSync} from 'node:child_process';

/** The newest Python on the machine: examples use 3.12+ syntax such as `type X = ...`. */
function findPython(): string {
  for (const candidate of ['python3.13', 'python3.12', 'python3']) {
    const probe = spawnSync(candidate, ['-c', 'import sys; print(sys.version_info >= (3, 12))']);
    if (probe.status === 0 && probe.stdout.toString().trim() === 'True') return candidate;
  }
  throw new Error('Python 3.12 or newer is needed to parse the Python examples');
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
