#!/usr/bin/env bash
# Installs Debian's chromium and postgresql when they are missing (the tests need both).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Faltam pacotes do sistema: ${missing[*]}. Instale com: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "› Instalando ${missing[*]} (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
