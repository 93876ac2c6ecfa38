#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for the API suite.
#   start DIR → initdb into DIR, listen on a free 127.0.0.1 port, print the connection URL
#   stop DIR  → stop that server (by its own pid file) and remove DIR
set -euo pipefail
action="$1"; dir="$2"
bin="$(dirname "$(compgen -G "/usr/lib/postgresql/*/bin/initdb" | sort -V | tail -n 1)")"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$action" in
  start)
    port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
    mkdir -p "$dir/data" "$dir/socket"
    [ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$dir"
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/socket -c fsync=off -c max_connections=200" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null; fi
    rm -rf "$dir"
    ;;
  *) echo "uso: $0 start|stop DIR" >&2; exit 2 ;;
esac
