#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a spare port and prints its DATABASE_URL.
# Usage: eval "$(bash scripts/pg-throwaway.sh start DIR PORT)"; bash scripts/pg-throwaway.sh stop DIR
# PG_SERVER_OPTS adds server settings ("-c shared_buffers=1GB").
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?dir}; port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[[ -n $bin ]] || { echo "PostgreSQL server binaries not found: install Debian's 'postgresql' package" >&2; exit 1; }
as_pg() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case $cmd in
  start)
    rm -rf "$dir"; mkdir -p "$dir"; [[ $(id -u) == 0 ]] && chown postgres "$dir"
    as_pg "$bin/initdb" -D "$dir" -U postgres -A trust --no-sync >/dev/null
    as_pg "$bin/pg_ctl" -D "$dir" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off ${PG_SERVER_OPTS:-}" -l "$dir/log" -w start >/dev/null
    as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres naija >/dev/null
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/naija"
    ;;
  stop) as_pg "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null || true ;;
esac
