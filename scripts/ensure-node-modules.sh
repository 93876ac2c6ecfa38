#!/usr/bin/env bash
# Installs npm packages when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› Instalando dependências (npm ci)…"
  # A lock written against a registry mirror that lacked some optional platform builds (e.g. Biome's
  # Android and musl binaries) does not list them, and `npm ci` refuses it as out of sync. `npm install`
  # then installs exactly the locked versions, skipping those optional builds.
  if ! npm ci --no-audit --no-fund 2>/tmp/prospecta-npm-ci.log; then
    if grep -q "Missing: .* from lock file" /tmp/prospecta-npm-ci.log; then
      npm install --no-audit --no-fund
    else
      cat /tmp/prospecta-npm-ci.log >&2
      exit 1
    fi
  fi
fi
