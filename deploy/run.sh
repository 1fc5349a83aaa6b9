#!/usr/bin/env bash
# Runs one of the release's command-line entry points as the units run them: as the skyhaven user,
# in /srv/skyhaven/current, with /etc/skyhaven/skyhaven.env. Examples:
#   deploy/run.sh admin create-user --email lee@skyhaven.example --password '…'
#   deploy/run.sh admin list-users
#   deploy/run.sh migrate
set -euo pipefail
entry=${1:?usage: deploy/run.sh admin|migrate|worker [arguments]}
shift
root=${SKYHAVEN_ROOT:-/srv/skyhaven}
exec systemd-run --quiet --wait --collect --pipe --uid=skyhaven --gid=skyhaven \
  -p EnvironmentFile="${SKYHAVEN_ENV:-/etc/skyhaven/skyhaven.env}" \
  -p WorkingDirectory="$root/current" -E NODE_ENV=production \
  /usr/bin/node "dist/$entry.mjs" "$@"
