#!/usr/bin/env bash
# The restore drill: proves that the primary's backups restore, by restoring them into a NEW cluster
# and checking the ledger there. Run it on a schedule (and after any change to archiving); a backup
# nobody restored is a hope, not a backup.
#
#   SOURCE_URL=postgresql://replicator@db.internal:5432/postgres \
#   WAL_ARCHIVE_DIR=/var/lib/postgresql/wal-archive \
#   deploy/restore-drill.sh [--target-time '2026-11-29 16:20:00+00']
#
# 1. A base backup of the running primary (pg_basebackup over SOURCE_URL, a role with REPLICATION),
#    verified against its manifest (pg_verifybackup) — or BASE_BACKUP_DIR, a plain-format base backup
#    taken earlier (the usual case: last night's), used as it is.
# 2. A copy of it becomes a new cluster on RESTORE_PORT (loopback only), with no initdb: recovery.signal,
#    restore_command reading WAL_ARCHIVE_DIR, and recovery_target_time when --target-time is given
#    (else it replays the whole archive: the latest state the archive holds). It never archives itself
#    (archive_mode=off), so it cannot write into the primary's archive.
# 3. Once recovery has ended and the cluster is promoted, the ledger's invariants are checked there
#    (`npm run ledger:check -w @lale/api`, apps/api/src/ledger-check.ts): balances sum to zero per
#    currency, every balance equals its transfers, no player account below zero. The transfer count
#    and the latest transfer's time are printed, to compare with what the primary had at the target.
# 4. The restored cluster is stopped and removed (KEEP_DRILL=1 keeps it, stopped, for a look).
#
# Exit 0: restored and sound. Non-zero: the step that failed is the last [drill] line printed.
#
# Environment (defaults in brackets):
#   SOURCE_URL       the primary, for pg_basebackup (not needed with BASE_BACKUP_DIR)
#   WAL_ARCHIVE_DIR  where the primary's archive_command puts WAL (deploy/postgres/postgresql.conf)
#   BASE_BACKUP_DIR  an existing plain-format base backup to restore instead of taking one
#   DATABASE_NAME    the application's database in the cluster [lale]
#   RESTORE_PORT     the restored cluster's port, on 127.0.0.1 [55441]
#   PG_BIN           PostgreSQL 15's programs [/usr/lib/postgresql/15/bin, Debian's]
#   DRILL_DIR        work directory [a new one under ${TMPDIR:-/tmp}]
#   KEEP_DRILL       1: leave DRILL_DIR in place
# Run as root, the PostgreSQL programs run as the `postgres` user (the server refuses root).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
DATABASE_NAME="${DATABASE_NAME:-lale}"
RESTORE_PORT="${RESTORE_PORT:-55441}"
TARGET_TIME=""

# Each line says how many seconds the drill had taken: how long a real restore of this size takes.
log() { printf '[drill %4ss] %s\n' "$SECONDS" "$*"; }
fail() {
  printf '[drill %4ss] FAILED: %s\n' "$SECONDS" "$*" >&2
  exit 1
}

while [ $# -gt 0 ]; do
  case "$1" in
    --target-time)
      TARGET_TIME="${2:?--target-time needs a timestamp, e.g. '2026-11-29 16:20:00+00'}"
      shift 2
      ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    *) fail "unknown argument $1 (see --help)" ;;
  esac
done

: "${WAL_ARCHIVE_DIR:?set WAL_ARCHIVE_DIR: the directory the primary archives WAL into}"
[ -d "$WAL_ARCHIVE_DIR" ] || fail "WAL_ARCHIVE_DIR $WAL_ARCHIVE_DIR is not a directory"
[ -x "$PG_BIN/pg_ctl" ] || fail "no PostgreSQL programs in $PG_BIN (set PG_BIN)"
if [ -z "${BASE_BACKUP_DIR:-}" ]; then
  : "${SOURCE_URL:?set SOURCE_URL (the primary, a role with REPLICATION) or BASE_BACKUP_DIR}"
fi

# The server refuses to run as root: as root, every PostgreSQL program runs as `postgres`.
if [ "$(id -u)" = 0 ]; then
  pg_user=postgres
  as_pg() { runuser -u "$pg_user" -- "$@"; }
else
  pg_user="$(id -un)"
  as_pg() { "$@"; }
fi

drill_dir="${DRILL_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/lale-restore-drill.XXXXXX")}"
mkdir -p "$drill_dir"
chown "$pg_user" "$drill_dir"
chmod 700 "$drill_dir"
data="$drill_dir/data"
socket_dir="$drill_dir"
server_log="$drill_dir/server.log"
started=""

cleanup() {
  local status=$?
  if [ -n "$started" ]; then as_pg "$PG_BIN/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true; fi
  if [ "$status" != 0 ] && [ -f "$server_log" ]; then
    printf '[drill] the restored server log ends with:\n' >&2
    tail -n 20 "$server_log" >&2 || true
  fi
  if [ "${KEEP_DRILL:-}" = 1 ]; then log "kept $drill_dir"; else rm -rf "$drill_dir"; fi
}
trap cleanup EXIT

# ── 1. the base backup ──────────────────────────────────────────────────────────────────────────────
if [ -n "${BASE_BACKUP_DIR:-}" ]; then
  [ -f "$BASE_BACKUP_DIR/PG_VERSION" ] || fail "$BASE_BACKUP_DIR is not a plain-format base backup"
  log "restoring the base backup in $BASE_BACKUP_DIR"
  cp -a "$BASE_BACKUP_DIR" "$data"
  chown -R "$pg_user" "$data"
else
  log "taking a base backup of the primary (pg_basebackup, fast checkpoint)"
  # -X stream: the backup carries the WAL that makes it consistent, so it restores even if the archive
  # lost those segments; everything after it comes from the archive.
  as_pg "$PG_BIN/pg_basebackup" -d "$SOURCE_URL" -D "$data" -X stream --checkpoint=fast --no-password \
    || fail "pg_basebackup could not back up the primary"
  as_pg "$PG_BIN/pg_verifybackup" -q "$data" || fail "pg_verifybackup: the backup does not match its manifest"
  log "base backup verified against its manifest: $(du -sh "$data" | cut -f1)"
fi
chmod 700 "$data"

# ── 2. the new cluster: recovery from the archive ───────────────────────────────────────────────────
# A base backup of a Debian-managed cluster has no configuration files (they live in /etc): the drill
# brings its own. Anything the primary's postgresql.conf sets is kept; postgresql.auto.conf, read last,
# makes this cluster a private, non-archiving copy.
[ -f "$data/postgresql.conf" ] || as_pg touch "$data/postgresql.conf"
rm -f "$data/standby.signal" "$data/postmaster.pid"
cat >"$drill_dir/pg_hba.conf" <<'HBA'
# The restored cluster listens on 127.0.0.1 and a private socket only, for the drill's few seconds.
local all all trust
host all all 127.0.0.1/32 trust
HBA
chown "$pg_user" "$drill_dir/pg_hba.conf"
restore_command="cp \"$WAL_ARCHIVE_DIR/%f\" \"%p\""
{
  echo ""
  echo "# ── restore drill (deploy/restore-drill.sh) ──"
  echo "port = $RESTORE_PORT"
  echo "listen_addresses = '127.0.0.1'"
  echo "unix_socket_directories = '$socket_dir'"
  echo "hba_file = '$drill_dir/pg_hba.conf'"
  echo "archive_mode = off"
  echo "primary_conninfo = ''"
  echo "restore_command = '${restore_command//\'/\'\'}'"
  echo "recovery_target_timeline = 'latest'"
  echo "recovery_target_action = 'promote'"
  if [ -n "$TARGET_TIME" ]; then echo "recovery_target_time = '$TARGET_TIME'"; fi
} >>"$data/postgresql.auto.conf"
as_pg touch "$data/recovery.signal"

if [ -n "$TARGET_TIME" ]; then
  log "recovering to $TARGET_TIME from the archive in $WAL_ARCHIVE_DIR"
else
  log "recovering to the end of the archive in $WAL_ARCHIVE_DIR"
fi
as_pg "$PG_BIN/pg_ctl" -D "$data" -l "$server_log" -w -t 300 start >/dev/null \
  || fail "the restored cluster did not start"
started=1

psql_restored() { as_pg "$PG_BIN/psql" -h "$socket_dir" -p "$RESTORE_PORT" -X -q -A -t -v ON_ERROR_STOP=1 "$@"; }
# Any role connects under trust: the cluster's bootstrap superuser (oid 10) is found through the
# replication role or the OS user, whichever exists.
superuser=""
for role in "$pg_user" "$(sed -n 's|^postgres\(ql\)\{0,1\}://\([^:@/]*\).*|\2|p' <<<"${SOURCE_URL:-}")" postgres; do
  [ -n "$role" ] || continue
  superuser="$(psql_restored -U "$role" -d template1 -c 'select rolname from pg_roles where oid = 10' 2>/dev/null)" \
    && [ -n "$superuser" ] && break
done
[ -n "$superuser" ] || fail "cannot connect to the restored cluster (see $server_log)"

# Promotion ends recovery; until then the cluster answers read-only queries on a partial state.
for _ in $(seq 1 1500); do
  [ "$(psql_restored -U "$superuser" -d template1 -c 'select pg_is_in_recovery()')" = f ] && break
  sleep 0.2
done
[ "$(psql_restored -U "$superuser" -d template1 -c 'select pg_is_in_recovery()')" = f ] \
  || fail "recovery did not finish within 300 s"
reached="$(grep -E 'recovery stopping|last completed transaction|redo done' "$server_log" | tail -n 2 | sed 's/^.*LOG: *//' | paste -sd ';' -)"
log "recovered and promoted (${reached:-see $server_log})"

# ── 3. the ledger ───────────────────────────────────────────────────────────────────────────────────
summary="$(psql_restored -U "$superuser" -d "$DATABASE_NAME" -F ' ' \
  -c "select count(*), coalesce(to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || ' UTC', 'none') from ledger_transfers")" \
  || fail "database $DATABASE_NAME has no ledger (set DATABASE_NAME)"
log "ledger: $(cut -d' ' -f1 <<<"$summary") transfers, the latest at $(cut -d' ' -f2- <<<"$summary")"
check_url="postgresql://${superuser}@127.0.0.1:${RESTORE_PORT}/${DATABASE_NAME}"
if invariants="$(cd "$repo_root" && DATABASE_URL="$check_url" npm run --silent ledger:check -w @lale/api)"; then
  log "ledger invariants hold: $invariants"
else
  log "ledger invariants BROKEN: $invariants"
  fail "the restored ledger is not sound"
fi
log "restore drill passed"
