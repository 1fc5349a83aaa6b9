#!/usr/bin/env bash
# Serves an installed release again: deploy/rollback.sh [ID]
# Without an id, the one released before the current one (releases/.history). Migrations only ever
# add, so an earlier release runs on the newer schema; nothing is migrated back.
set -euo pipefail
root=${SKYHAVEN_ROOT:-/srv/skyhaven}
current=$(basename "$(readlink -f "$root/current")")
target=${1:-}
if [ -z "$target" ]; then
  # The newest entry of the history, other than the current one, that is still installed.
  target=$(tac "$root/releases/.history" | while read -r id; do
    [ "$id" != "$current" ] && [ -d "$root/releases/$id" ] && { echo "$id"; break; }
  done)
fi
if [ -z "$target" ] || [ ! -d "$root/releases/$target" ]; then
  echo "No release to go back to (installed: $(ls "$root/releases" | tr '\n' ' '))" >&2
  exit 1
fi
ln -sfn "$root/releases/$target" "$root/current.new"
mv -T "$root/current.new" "$root/current"
echo "$target" >>"$root/releases/.history"
echo "Serving $target (was $current)"
"$root/releases/$target/deploy/rolling-restart.sh"
