#!/usr/bin/env bash
# `npm start`: install, build, prepare the registry and the app database, serve on one port.
set -euo pipefail
cd "$(dirname "$0")/.."

export DATA_DIR="${DATA_DIR:-./data}"
export REGISTRY_PATH="${REGISTRY_PATH:-$DATA_DIR/registry.duckdb}"
REGISTRY_SIZE="${REGISTRY_SIZE:-200000}"

bash scripts/ensure-node-modules.sh

echo "› Construindo a aplicação web…"
npm run build -w apps/web --silent

release="$DATA_DIR/releases/synthetic-$REGISTRY_SIZE"
# A registry written by an older importer is refused by the API: the synthetic one is rebuilt, a real
# one must be imported again by hand (README: "Importing the real Receita Federal data").
if [ -f "$REGISTRY_PATH" ] && ! info="$(npx tsx packages/registry/src/cli.ts info "$REGISTRY_PATH" 2>&1)"; then
  if grep -q "origem: synthetic-" <<<"$info"; then
    echo "› O cadastro em $REGISTRY_PATH é de um formato anterior: gerando-o de novo…"
    rm -f "$REGISTRY_PATH"
  else
    echo "$info" >&2
    exit 1
  fi
fi

# The demo registry also gets sample optional inputs (sites, decision makers, complaints: what the Receita
# Federal data lacks), written from a first import of the release and read by a second one.
samples="$release-amostras"
if [ ! -f "$REGISTRY_PATH" ]; then
  if [ ! -f "$release/Estabelecimentos0.zip" ]; then
    echo "› Gerando uma base sintética no formato da Receita Federal ($REGISTRY_SIZE estabelecimentos)…"
    npx tsx packages/registry/src/cli.ts generate --size "$REGISTRY_SIZE" --seed 1 --out "$release"
  fi
  if [ ! -f "$samples/enriquecimento.csv" ] || [ ! -f "$samples/procon.csv" ]; then
    echo "› Importando a base para $REGISTRY_PATH…"
    npx tsx packages/registry/src/cli.ts import "$release" --out "$REGISTRY_PATH"
    echo "› Gerando entradas de exemplo (sites, decisores, reclamações)…"
    npx tsx packages/registry/src/cli.ts sample-inputs "$REGISTRY_PATH" --out "$samples" --seed 1
  fi
  echo "› Importando a base com as entradas de exemplo para $REGISTRY_PATH…"
  npx tsx packages/registry/src/cli.ts import "$release" --out "$REGISTRY_PATH" \
    --enrichment "$samples/enriquecimento.csv" --procon "$samples/procon.csv"
fi

# The server applies migrations and seeds the demo accounts into an empty database on start.
exec npx tsx --tsconfig apps/api/tsconfig.json apps/api/src/server.ts
