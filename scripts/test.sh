#!/usr/bin/env bash
# The whole test suite: type check, unit and content tests, a production build with the test
# fixtures, then browser tests against that build served on localhost.
# Ends with the line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

export TEST_BUILD_DIR=build-test
export TEST_PORT=${TEST_PORT:-3210}
export TEST_BASE_URL="http://127.0.0.1:$TEST_PORT"
# The analytics test needs a tag id; the tests stub the tag's host, nothing leaves the machine.
export GTAG_ID=G-TEST000000
export DOCS_TEST_FIXTURES=1

fail_setup() {
  echo "Setup failed: $1" >&2
  echo "0 passed, 1 failed"
  exit 1
}

bash scripts/ensure-chromium.sh || fail_setup "could not install chromium"
npx tsc --noEmit || fail_setup "type check (tsc --noEmit) failed"
npm run build -- --out-dir "$TEST_BUILD_DIR" > "$TEST_BUILD_DIR.log" 2>&1 \
  || { tail -50 "$TEST_BUILD_DIR.log" >&2; fail_setup "docusaurus build failed (log: $TEST_BUILD_DIR.log)"; }

# Served as the static host serves it: compressed, with the build's _headers and _redirects.
# A server left over from an earlier run would serve stale headers (the CSP of another build).
curl -s -o /dev/null "$TEST_BASE_URL/" && fail_setup "port $TEST_PORT is already in use"
# Node itself (no npx wrapper), so that the exit trap stops the server and not only a wrapper.
node --import tsx scripts/serve-build.ts --dir "$TEST_BUILD_DIR" --port "$TEST_PORT" --host 127.0.0.1 \
  > "$TEST_BUILD_DIR.serve.log" 2>&1 &
server_pid=$!
trap 'kill $server_pid 2>/dev/null' EXIT
for _ in $(seq 1 60); do
  curl -sf -o /dev/null "$TEST_BASE_URL/" && break
  kill -0 $server_pid 2>/dev/null || break
  sleep 0.5
done
kill -0 $server_pid 2>/dev/null || fail_setup "the test server exited (log: $TEST_BUILD_DIR.serve.log)"
curl -sf -o /dev/null "$TEST_BASE_URL/" || fail_setup "the test server did not start"

mapfile -t test_files < <(find plugins scripts src tests -name '*.test.ts' | sort)
node --import tsx --test --test-concurrency=2 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=./scripts/summary-reporter.mjs --test-reporter-destination="$TEST_BUILD_DIR.summary" \
  "${test_files[@]}"
status=$?
cat "$TEST_BUILD_DIR.summary"
exit $status
