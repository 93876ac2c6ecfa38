#!/usr/bin/env bash
# `npm test`: every test on a fresh machine — lint, types, unit and API tests on PGlite, the API suite again on
# a real PostgreSQL server on loopback, then browser end-to-end tests in Debian's Chromium (their API on it).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-packages.sh
bash scripts/ensure-node-modules.sh

results="$(mktemp -d)"
pg_dir=""
cleanup() {
  if [ -n "$pg_dir" ]; then bash scripts/postgres-test-server.sh stop "$pg_dir" || true; fi
  rm -rf "$results"
}
trap cleanup EXIT

run_vitest() { # name, vitest args…
  local name="$1"; shift
  npx vitest run --reporter=default --reporter=json --outputFile="$results/$name.json" "$@"
}

echo "› Lint e tipos"
npm run lint --silent
npm run typecheck --silent

echo "› Testes unitários e de integração (PGlite)"
run_vitest unit

echo "› Testes da API num servidor PostgreSQL real"
pg_dir="$(mktemp -d)"
TEST_DATABASE_URL="$(bash scripts/postgres-test-server.sh start "$pg_dir")"
export TEST_DATABASE_URL
run_vitest api-postgres --project api

# The browser suite's API keeps its data on the same server, in a database of its own (global-setup.ts).
# Run beside it at nice 19, the PostgreSQL stage slowed it by a tenth (1 226 → 1 350 s) and so saved only
# ≈ 30 of its 156 s: it runs before it. E2E_SHARDS=2 runs two halves side by side, each with its own API
# server and browser (shard-sequencer.ts): one alone leaves a quarter of the 2 cores idle, but two gained only
# 1 140 → 1 050 s on a slow day (the cores then 98 % busy) and slowed each test enough to fail
# session.e2e.ts's timed token renewals once in two runs; with one browser per run, two took 1 081 s against
# one's 1 085 (97 % busy), so one process is the default. Each line is
# prefixed with its half.
echo "› Testes de ponta a ponta no Chromium"
npm run build -w apps/web --silent
shards="${E2E_SHARDS:-1}"
pids=()
for i in $(seq 1 "$shards"); do
  shard=()
  if [ "$shards" -gt 1 ]; then shard=(--shard="$i/$shards"); fi
  run_vitest "e2e-$i" -c apps/web/e2e/vitest.config.ts "${shard[@]}" 2>&1 | sed -u "s/^/[e2e $i\/$shards] /" &
  pids+=("$!")
done
e2e_status=0
for pid in "${pids[@]}"; do wait "$pid" || e2e_status=1; done
if [ "$e2e_status" -ne 0 ]; then exit 1; fi

node scripts/summarize-tests.mjs "$results"
