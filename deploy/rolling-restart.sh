#!/usr/bin/env bash
# Restarts every running web instance one at a time, then the worker. Each instance, on SIGTERM,
# answers its health check with 503 for SHUTDOWN_DELAY_MS (Caddy stops sending it requests), then
# finishes what it has in flight; the next one is restarted only once this one is healthy again.
set -euo pipefail

units=$(systemctl list-units --plain --no-legend --state=active 'skyhaven-web@*.service' | awk '{print $1}')
if [ -z "$units" ]; then
  # The first release: nothing to roll, start everything.
  echo "No instance is running: starting skyhaven.target"
  systemctl start skyhaven.target
  exit 0
fi

for unit in $units; do
  port=${unit#skyhaven-web@}
  port=${port%.service}
  echo "Restarting $unit"
  systemctl restart "$unit"
  healthy=no
  for _ in $(seq 1 60); do
    if curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/api/health"; then
      healthy=yes
      break
    fi
    sleep 1
  done
  if [ "$healthy" != yes ]; then
    echo "$unit is not healthy after 60 s: stopping here, the other instances still serve" >&2
    journalctl -u "$unit" -n 30 --no-pager >&2 || true
    exit 1
  fi
  # Let Caddy's health check (every second) see it back before the next one goes.
  sleep 2
done

systemctl restart skyhaven-worker.service
echo "All instances restarted"
