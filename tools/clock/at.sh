#!/usr/bin/env bash
# Runs a command with this machine's clock read as another instant, for every process it starts
# (Node, Chromium, PostgreSQL): `tools/clock/at.sh 2027-01-01T00:30:00+01:00 npm test`.
# libfaketime (Debian's `faketime`, installed when missing) shifts the wall clock by one offset, so
# time goes on from the instant given and every child process agrees on it; the monotonic clock is
# left alone (timers and timeouts keep their real length). docs/product.md#any-day.
set -euo pipefail
[ $# -ge 2 ] || { echo "uso: tools/clock/at.sh INSTANTE-ISO COMANDO…" >&2; exit 2; }
instant="$1"
shift
if ! command -v faketime >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq faketime >/dev/null
fi
target=$(date -u -d "$instant" +%s)
offset=$((target - $(date -u +%s)))
echo "Reloj de esta orden: $(date -u -d "@$target" +%Y-%m-%dT%H:%M:%SZ) (desplazado ${offset} s)" >&2
export FAKETIME_DONT_FAKE_MONOTONIC=1 FAKETIME_DONT_RESET=1
spec="+${offset}"
[ "$offset" -lt 0 ] && spec="${offset}"
exec faketime -f "$spec" "$@"
