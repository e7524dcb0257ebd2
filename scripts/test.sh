#!/usr/bin/env bash
# `npm test`: typecheck, lint, the unit and API tests (Vitest) and the end-to-end tests
# (Playwright), all of them; exits non-zero when any fails.
#
# The tests run one after the other, as each keeps both CPUs of a CI machine busy and has time
# limits. The typecheck and the lint have no time limits and measure nothing, so they run beside
# the tests at the lowest priority, on the CPU time the tests leave idle (the browser and the
# server wait on each other much of the time): on two CPUs that takes them off the run's length.
# Their output is printed in one piece when they end.
set -uo pipefail
cd "$(dirname "$0")/.."

checks_log=$(mktemp "${TMPDIR:-/tmp}/pubdesk-checks.XXXXXX")
trap 'rm -f "$checks_log"' EXIT
nice -n 19 sh -c 'npm run typecheck && npm run lint' >"$checks_log" 2>&1 &
checks=$!

unit=0
npm run test:unit || unit=$?
e2e=0
npm run test:e2e || e2e=$?

checks_status=0
wait "$checks" || checks_status=$?
printf '\n==> Typecheck and lint (npm run typecheck, npm run lint)\n'
cat "$checks_log"

printf '\ntypecheck and lint: exit %s; unit and API tests: exit %s; end-to-end tests: exit %s\n' \
  "$checks_status" "$unit" "$e2e"
[ "$checks_status" = 0 ] && [ "$unit" = 0 ] && [ "$e2e" = 0 ]
