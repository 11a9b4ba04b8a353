#!/usr/bin/env bash
# Rolling restart of the fleet in compose.yaml, one instance at a time, losing no request and no billing
# (after `docker compose build`, or to apply a changed fleet.env):
#
#   infra/fleet/rolling-restart.sh                                  # PostgreSQL fleet
#   infra/fleet/rolling-restart.sh -f infra/fleet/compose.mariadb.yaml
#
# Per instance: drain it in HAProxy (no new requests) and wait until HAProxy holds none on it; recreate it
# (`docker compose up` sends SIGTERM: the server stops accepting, finishes in-flight requests and streams,
# settles their billing, flushes the usage-log batch and exits 0 within stop_grace_period; then the new
# container starts and must turn healthy); put it back in HAProxy and wait until HAProxy's checks see it UP.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
compose=(docker compose -f "$here/compose.yaml" "$@" --env-file "$here/fleet.env")
admin_port="${HAPROXY_ADMIN_PORT:-9999}"

# One command on HAProxy's runtime API (published on the host's 127.0.0.1 only), answer on stdout.
admin() {
  exec 3<>"/dev/tcp/127.0.0.1/$admin_port"
  printf '%s\n' "$1" >&3
  cat <&3
  exec 3<&-
}
# show stat is CSV: 1 proxy, 2 server, 5 current sessions, 18 status.
stat_field() { admin "show stat" | awk -F, -v server="$1" -v field="$2" '$1 == "gateways" && $2 == server { print $field }'; }

for server in gateway-1 gateway-2 gateway-3; do
  echo "== $server: drain"
  admin "set server gateways/$server state drain" >/dev/null
  for _ in $(seq 120); do
    [ "$(stat_field "$server" 5)" = "0" ] && break
    sleep 1
  done
  echo "== $server: SIGTERM and replace"
  "${compose[@]}" up -d --no-deps --force-recreate --wait "$server"
  admin "set server gateways/$server state ready" >/dev/null
  for _ in $(seq 60); do
    case "$(stat_field "$server" 18)" in UP*) break ;; esac
    sleep 1
  done
  echo "== $server: $(stat_field "$server" 18)"
done
