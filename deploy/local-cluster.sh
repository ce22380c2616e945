#!/usr/bin/env bash
# The production topology on this machine, from Debian's packages: HAProxy → N API processes → PgBouncer
# → PostgreSQL primary (+ a streaming replica) and Redis, each on its own port beside the machine's own
# PostgreSQL and Redis. Ports, names and configuration files come from deploy/local/, which
# deploy/generate.ts renders from deploy/topology.ts (the description compose.yaml comes from too).
#
#   deploy/local-cluster.sh start [--api N]   start what is not running (idempotent); N API processes
#   deploy/local-cluster.sh status            what runs, and HAProxy's view of the API processes
#   deploy/local-cluster.sh stop              stop everything it started
#
# Everything lives in $LALE_CLUSTER_DIR (default /tmp/lale-cluster): data, logs (*.log), pids (*.pid),
# the generated passwords and secrets (secrets.env). Needs `npm run build` first.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
GENERATED="$ROOT/deploy/local"
STATE="${LALE_CLUSTER_DIR:-/tmp/lale-cluster}"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

# shellcheck source=local/cluster.env
. "$GENERATED/cluster.env"

log() { printf '[cluster] %s\n' "$*"; }
die() {
  printf '[cluster] %s\n' "$*" >&2
  exit 1
}

# PostgreSQL and PgBouncer refuse to run as root: as root, run them as the postgres user.
if [ "$(id -u)" = 0 ]; then
  SERVICE_USER=postgres
  AS_SERVICE=(setpriv --reuid=postgres --regid=postgres --init-groups --)
else
  SERVICE_USER="$(id -un)"
  AS_SERVICE=()
fi
as_service() { "${AS_SERVICE[@]}" "$@"; }

# ── processes ────────────────────────────────────────────────────────────────────────────────────────
pid_of() { cat "$STATE/$1.pid" 2>/dev/null || true; }
# A process killed a moment ago may still be exiting, or a zombie nobody reaped yet: not running.
is_running() {
  local pid state
  pid="$(pid_of "$1")"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  state="$(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null || true)"
  [ -n "$state" ] && [ "$state" != Z ] && [ "$state" != X ]
}

# Starts a command in the background in its own session, its output in $STATE/<name>.log.
spawn() {
  local name="$1"
  shift
  setsid "$@" >>"$STATE/$name.log" 2>&1 </dev/null &
  echo $! >"$STATE/$name.pid"
}

# SIGTERM (an API process drains: leaves the pool, finishes what it accepted), SIGKILL after 30 s.
stop_process() {
  local name="$1" pid
  pid="$(pid_of "$name")"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then
      log "$name did not stop within 30 s: SIGKILL"
      kill -KILL "$pid"
    fi
    log "stopped $name (pid $pid)"
  fi
  rm -f "$STATE/$name.pid"
}

wait_for() {
  local what="$1" seconds="$2"
  shift 2
  for _ in $(seq 1 $((seconds * 4))); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.25
  done
  die "$what did not come up within ${seconds}s (see $STATE/*.log)"
}

# ── secrets ──────────────────────────────────────────────────────────────────────────────────────────
# Throwaway passwords and secrets, made once per state directory; the compose target reads the same
# names from deploy/.env.
# A name missing from an older state directory's file is added, so a cluster made before a stand-in
# existed still starts.
ensure_secrets() {
  umask 077
  touch "$STATE/secrets.env"
  local name value
  for name in LALE_DB_PASSWORD LALE_REPLICATION_PASSWORD $LALE_SECRET_NAMES $LALE_STANDIN_SECRET_NAMES; do
    grep -q "^$name=" "$STATE/secrets.env" && continue
    case "$name" in LALE_*PASSWORD) value="$(openssl rand -hex 24)" ;; *) value="$(openssl rand -hex 32)" ;; esac
    echo "$name=$value" >>"$STATE/secrets.env"
  done
  umask 022
}

# Hub88's and our test key pairs (tools/standins/hub88-keys.ts), made once per state directory; its
# api.env holds the API's two key variables.
HUB88_KEYS="$STATE/hub88-keys"
ensure_hub88_keys() {
  [ -f "$HUB88_KEYS/api.env" ] && return
  (cd "$ROOT" && node --import tsx tools/standins/hub88-keys.ts "$HUB88_KEYS") >/dev/null
  log "generated Hub88 test keys in $HUB88_KEYS"
}

load_api_env() {
  set -a
  # shellcheck disable=SC1091
  . "$STATE/secrets.env"
  # shellcheck disable=SC1091
  . "$HUB88_KEYS/api.env"
  # shellcheck source=local/api.env
  . "$GENERATED/api.env"
  set +a
}

# A generated file with the state directory put in.
render() { sed "s|@STATE_DIR@|$STATE|g" "$GENERATED/$1" >"$2"; }

# ── PostgreSQL ───────────────────────────────────────────────────────────────────────────────────────
pg_running() { as_service "$PG_BIN/pg_ctl" status -D "$1" >/dev/null 2>&1; }

pg_start() {
  local dir="$1" port="$2" options="$3"
  pg_running "$dir" && return
  local logfile="$STATE/$(basename "$dir").log"
  touch "$logfile" && chown "$SERVICE_USER" "$logfile"
  as_service "$PG_BIN/pg_ctl" start -w -t 60 -D "$dir" -l "$logfile" \
    -o "-c port=$port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$STATE/sockets $options" >/dev/null
  log "started $(basename "$dir") on port $port"
}

start_primary() {
  local dir="$STATE/pg-primary"
  if [ ! -s "$dir/PG_VERSION" ]; then
    log "initdb $dir"
    local pwfile="$STATE/sockets/.pw"
    (. "$STATE/secrets.env" && printf '%s\n' "$LALE_DB_PASSWORD") >"$pwfile"
    chown "$SERVICE_USER" "$pwfile"
    # The application's role is the cluster's owner, as the compose image's POSTGRES_USER is.
    as_service "$PG_BIN/initdb" -D "$dir" -U "$LALE_DB_USER" --pwfile="$pwfile" \
      --auth-local=trust --auth-host=scram-sha-256 >"$STATE/initdb.log"
    rm -f "$pwfile"
  fi
  # shellcheck disable=SC2086
  pg_start "$dir" "$LALE_PRIMARY_PORT" "$LALE_PRIMARY_OPTIONS"
  if [ ! -f "$dir/lale-initialised" ]; then
    local socket=(-h "$STATE/sockets" -p "$LALE_PRIMARY_PORT")
    as_service "$PG_BIN/createdb" "${socket[@]}" -U "$LALE_DB_USER" "$LALE_DB_NAME"
    # The same first-start script the compose primary runs (deploy/local/primary-init.sh).
    (
      . "$STATE/secrets.env"
      export LALE_REPLICATION_PASSWORD PGHOST="$STATE/sockets" PGPORT="$LALE_PRIMARY_PORT" \
        POSTGRES_USER="$LALE_DB_USER" POSTGRES_DB="$LALE_DB_NAME" PGDATA="$dir"
      as_service env PATH="$PG_BIN:$PATH" sh "$GENERATED/primary-init.sh" >/dev/null
    )
    as_service "$PG_BIN/pg_ctl" reload -D "$dir" >/dev/null
    as_service touch "$dir/lale-initialised"
  fi
}

start_replica() {
  local dir="$STATE/pg-replica"
  if [ ! -s "$dir/PG_VERSION" ]; then
    log "pg_basebackup → $dir (streaming replica)"
    (
      . "$STATE/secrets.env"
      as_service env PGPASSWORD="$LALE_REPLICATION_PASSWORD" "$PG_BIN/pg_basebackup" -h 127.0.0.1 \
        -p "$LALE_PRIMARY_PORT" -U "$LALE_REPLICATION_USER" -D "$dir" -R -X stream -c fast
    )
  fi
  pg_start "$dir" "$LALE_REPLICA_PORT" "-c hot_standby=on"
}

# ── Redis, PgBouncer, HAProxy ────────────────────────────────────────────────────────────────────────
start_redis() {
  is_running redis && return
  mkdir -p "$STATE/redis"
  spawn redis redis-server --bind 127.0.0.1 --port "$LALE_REDIS_PORT" --dir "$STATE/redis" \
    --save "" --appendonly no
  wait_for redis 15 redis-cli -p "$LALE_REDIS_PORT" ping
  log "started redis on port $LALE_REDIS_PORT"
}

start_pgbouncer() {
  is_running pgbouncer && return
  mkdir -p "$STATE/pgbouncer"
  render pgbouncer.ini "$STATE/pgbouncer/pgbouncer.ini"
  (. "$STATE/secrets.env" && printf '"%s" "%s"\n' "$LALE_DB_USER" "$LALE_DB_PASSWORD") \
    >"$STATE/pgbouncer/userlist.txt"
  chown -R "$SERVICE_USER" "$STATE/pgbouncer"
  chmod 600 "$STATE/pgbouncer/userlist.txt"
  spawn pgbouncer "${AS_SERVICE[@]}" pgbouncer "$STATE/pgbouncer/pgbouncer.ini"
  wait_for pgbouncer 15 "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$LALE_PGBOUNCER_PORT" -d "$LALE_DB_NAME"
  log "started pgbouncer on port $LALE_PGBOUNCER_PORT"
}

# HAProxy's runtime API: servers past the default count are in the file, disabled (deploy/generate.ts).
haproxy_command() { echo "$1" | socat stdio "unix-connect:$STATE/haproxy.sock"; }

start_haproxy() {
  if ! is_running haproxy; then
    render haproxy.cfg "$STATE/haproxy.cfg"
    haproxy -c -q -f "$STATE/haproxy.cfg" || die "haproxy.cfg is invalid"
    rm -f "$STATE/haproxy.sock"
    spawn haproxy haproxy -db -f "$STATE/haproxy.cfg"
    wait_for haproxy 15 haproxy_command "show info"
    log "started haproxy on port $LALE_PROXY_PORT (stats: http://127.0.0.1:$LALE_PROXY_STATS_PORT/)"
  fi
  for i in $(seq 1 "$LALE_API_MAX"); do
    if [ "$i" -le "$API_COUNT" ]; then haproxy_command "enable server api/api-$i" >/dev/null; else
      haproxy_command "disable server api/api-$i" >/dev/null
    fi
  done
}

# ── the providers' stand-ins (tools/standins/; deploy/README.md "Stand-ins") ─────────────────────────
# Plain node with tsx's loader: one process per stand-in, so its pid file is the process a test kills.
# Their keys come from the state directory's secrets, in the environment (never on a command line).
spawn_standin() {
  local name="$1"
  shift
  is_running "$name" && return
  (
    set -a
    # shellcheck disable=SC1091
    . "$STATE/secrets.env"
    set +a
    export PSP_STANDIN_API_KEY="$LALE_PSP_API_KEY" PSP_STANDIN_WEBHOOK_SECRET="$LALE_PSP_WEBHOOK_SECRET" \
      UOF_STANDIN_ACCESS_TOKEN="$LALE_UOF_ACCESS_TOKEN"
    cd "$ROOT"
    spawn "$name" node --import tsx "$@"
  )
}

# The feed's messages go over the machine's RabbitMQ, in the cluster's own virtual host.
ensure_uof_vhost() {
  rabbitmqctl -q list_vhosts 2>/dev/null | grep -qx "$LALE_UOF_VHOST" && return
  rabbitmqctl -q add_vhost "$LALE_UOF_VHOST" >/dev/null
  rabbitmqctl -q set_permissions -p "$LALE_UOF_VHOST" guest '.*' '.*' '.*' >/dev/null
  log "made RabbitMQ virtual host $LALE_UOF_VHOST"
}

start_standins() {
  local proxy="http://127.0.0.1:$LALE_PROXY_PORT"
  spawn_standin hub88 tools/standins/hub88.ts --port "$LALE_HUB88_PORT" --keys "$HUB88_KEYS" \
    --wallet-url "$proxy" --operator-id "$LALE_HUB88_OPERATOR_ID"
  spawn_standin psp tools/standins/psp.ts --port "$LALE_PSP_PORT"
  ensure_uof_vhost
  spawn_standin uof tools/standins/uof.ts --port "$LALE_UOF_PORT" \
    --amqp-url "amqp://guest:guest@127.0.0.1:$LALE_UOF_AMQP_PORT/$LALE_UOF_VHOST"
  wait_for "the Hub88 stand-in" 30 curl -fsS -o /dev/null "http://127.0.0.1:$LALE_HUB88_PORT/standin/launches"
  wait_for "the PSP stand-in" 30 curl -fsS -o /dev/null "http://127.0.0.1:$LALE_PSP_PORT/standin/checkouts"
  wait_for "the feed stand-in" 30 curl -fsS -o /dev/null "http://127.0.0.1:$LALE_UOF_PORT/standin/script"
  log "started the stand-ins: Hub88 on $LALE_HUB88_PORT, PSP on $LALE_PSP_PORT, feed on $LALE_UOF_PORT"
}

STANDINS="hub88 psp uof"

# ── the API ──────────────────────────────────────────────────────────────────────────────────────────
api_port() { echo $((LALE_API_FIRST_PORT + $1 - 1)); }

start_api() {
  local i="$1" port
  port="$(api_port "$i")"
  is_running "api-$i" && return
  (
    load_api_env
    export PORT="$port" DATA_DIR="$STATE/api-data"
    # LALE_NODE_ENV: see deploy/README.md "Local cluster" for what production mode still lacks locally.
    [ -n "${LALE_NODE_ENV:-}" ] && export NODE_ENV="$LALE_NODE_ENV"
    cd "$ROOT"
    spawn "api-$i" node apps/api/dist/server.js
  )
  log "started api-$i on port $port"
}

api_up() { curl -fsS -o /dev/null "http://127.0.0.1:$(api_port "$1")/api/health"; }

# Once, before any API process: production's processes never migrate (their readiness waits for this).
migrate() {
  log "migrating (node apps/api/dist/migrate.js over the direct URL)"
  (load_api_env && cd "$ROOT" && node apps/api/dist/migrate.js) >>"$STATE/migrate.log" 2>&1 ||
    die "migrations failed (see $STATE/migrate.log)"
}

# ── commands ─────────────────────────────────────────────────────────────────────────────────────────
start() {
  [ -f "$ROOT/apps/api/dist/server.js" ] && [ -f "$ROOT/apps/api/dist/migrate.js" ] && [ -f "$ROOT/apps/web/dist/index.html" ] &&
    [ -f "$ROOT/apps/backoffice/dist/index.html" ] ||
    die "the repository is not built: run \`npm run build\` first"
  for tool in haproxy pgbouncer redis-server socat openssl curl rabbitmqctl "$PG_BIN/initdb"; do
    command -v "$tool" >/dev/null ||
      die "missing $tool (Debian: haproxy pgbouncer redis-server socat rabbitmq-server postgresql-15)"
  done
  [ "$API_COUNT" -ge 1 ] && [ "$API_COUNT" -le "$LALE_API_MAX" ] || die "--api takes 1 to $LALE_API_MAX"

  mkdir -p "$STATE/sockets" "$STATE/api-data" "$STATE/pg-primary" "$STATE/pg-replica"
  chmod 755 "$STATE"
  chmod 700 "$STATE/pg-primary" "$STATE/pg-replica"
  chown "$SERVICE_USER" "$STATE/sockets" "$STATE/pg-primary" "$STATE/pg-replica"
  ensure_secrets
  ensure_hub88_keys

  start_primary
  start_replica
  start_redis
  start_pgbouncer
  migrate
  start_standins
  for i in $(seq 1 "$API_COUNT"); do start_api "$i"; done
  for i in $(seq 1 "$API_COUNT"); do wait_for "api-$i" 120 api_up "$i"; done
  start_haproxy
  # Out of the proxy's pool first (start_haproxy disabled them), then stopped: nothing in flight is lost.
  for i in $(seq $((API_COUNT + 1)) "$LALE_API_MAX"); do stop_process "api-$i"; done
  wait_for "the proxy" 30 curl -fsS -o /dev/null "http://127.0.0.1:$LALE_PROXY_PORT/api/health"
  log "up: http://localhost:$LALE_PROXY_PORT/ ($API_COUNT API processes; state in $STATE)"
}

stop() {
  stop_process haproxy
  for i in $(seq 1 "$LALE_API_MAX"); do stop_process "api-$i"; done
  for name in $STANDINS; do stop_process "$name"; done
  stop_process pgbouncer
  stop_process redis
  for dir in "$STATE/pg-replica" "$STATE/pg-primary"; do
    if [ -d "$dir" ] && pg_running "$dir"; then
      as_service "$PG_BIN/pg_ctl" stop -D "$dir" -m fast >/dev/null
      log "stopped $(basename "$dir")"
    fi
  done
}

status() {
  local name state
  for name in haproxy $(for i in $(seq 1 "$LALE_API_MAX"); do echo "api-$i"; done) $STANDINS pgbouncer redis; do
    if is_running "$name"; then state="running (pid $(pid_of "$name"))"; else state=stopped; fi
    case "$name" in api-*) [ "$state" = stopped ] && continue ;; esac
    printf '%-12s %s\n' "$name" "$state"
  done
  for dir in pg-primary pg-replica; do
    if [ -d "$STATE/$dir" ] && pg_running "$STATE/$dir"; then state=running; else state=stopped; fi
    printf '%-12s %s\n' "$dir" "$state"
  done
  if is_running haproxy; then
    echo
    echo "HAProxy's servers (backend api):"
    curl -fsS "http://127.0.0.1:$LALE_PROXY_STATS_PORT/;csv" |
      awk -F, '$1 == "api" && $2 != "BACKEND" { printf "  %-8s %s\n", $2, $18 }'
  fi
}

COMMAND="${1:-}"
shift || true
API_COUNT="$LALE_API_COUNT"
while [ $# -gt 0 ]; do
  case "$1" in
    --api)
      API_COUNT="${2:?--api needs a number}"
      shift 2
      ;;
    *) die "unknown option $1" ;;
  esac
done

case "$COMMAND" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) die "usage: $0 start [--api N] | stop | status" ;;
esac
