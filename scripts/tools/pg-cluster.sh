#!/usr/bin/env bash
# A throw-away PostgreSQL 15 cluster on a free local port, for .ci/run (the
# SQL tests against a real server) and `npm run bench:db`.
#
#   scripts/tools/pg-cluster.sh bin                 print the PostgreSQL 15 bin dir (exit 1 if none)
#   scripts/tools/pg-cluster.sh run COMMAND [ARG..] start a cluster, run COMMAND with
#                                             DATABASE_URL pointing at it, then
#                                             remove the cluster; exits with
#                                             COMMAND's status
#
# initdb refuses to run as root, so as root the cluster belongs to the
# postgres system user (created if missing). PG_EXTRA_OPTS adds server
# settings (for example "-c shared_buffers=256MB").
set -euo pipefail

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/15/bin "$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/x)")"; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && "$dir/initdb" --version | grep -q ' 15\.'; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

case "${1:-}" in
  bin)
    find_pg_bin
    exit $?
    ;;
  run)
    shift
    if [ "$#" -eq 0 ]; then
      echo "pg-cluster: run needs a command" >&2
      exit 2
    fi
    ;;
  *)
    echo "usage: $0 bin | run COMMAND [ARG...]" >&2
    exit 2
    ;;
esac

PG_BIN="$(find_pg_bin)" || {
  echo "pg-cluster: no PostgreSQL 15 server binaries (initdb, pg_ctl) found" >&2
  exit 1
}

PG_USER="$(id -un)"
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  PG_USER=postgres
  if ! id "$PG_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER"
  fi
  RUN_AS=(runuser -u "$PG_USER" --)
fi
PG_DIR="$(mktemp -d)"
chmod 755 "$PG_DIR"
if [ "$(id -u)" -eq 0 ]; then chown "$PG_USER" "$PG_DIR"; fi
PG_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop_postgres() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop_postgres EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off ${PG_EXTRA_OPTS:-}" start >/dev/null
echo "pg-cluster: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PG_PORT" >&2

status=0
DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres" "$@" || status=$?
exit "$status"
