#!/usr/bin/env bash
# Builds and rolls out a release: deploy/release.sh GIT_URL_OR_PATH [BRANCH_OR_TAG]
#
# 1. clones the source into /srv/skyhaven/releases/<time>, installs and builds it there as the
#    skyhaven user, with the SITE_URL of /etc/skyhaven/skyhaven.env baked in;
# 2. runs the release's migrations once (with the units' environment), before anything serves it;
# 3. points /srv/skyhaven/current at it and restarts the instances one at a time
#    (deploy/rolling-restart.sh): Caddy keeps serving from the others, nothing is dropped;
# 4. keeps the last five releases (going back = pointing current at the previous one and running
#    rolling-restart.sh; migrations only ever add, so the previous release runs on the new schema).
set -euo pipefail

source_repo=${1:?usage: deploy/release.sh GIT_URL_OR_PATH [BRANCH_OR_TAG]}
ref=${2:-main}
root=${SKYHAVEN_ROOT:-/srv/skyhaven}
env_file=${SKYHAVEN_ENV:-/etc/skyhaven/skyhaven.env}
release="$root/releases/$(date -u +%Y%m%d%H%M%S)"

# Only what the build bakes in; the rest of the file is for the units (systemd's syntax, not a shell's).
site_url=$(sed -n 's/^SITE_URL=//p' "$env_file" | tail -n 1)
[ -n "$site_url" ] || { echo "SITE_URL is not set in $env_file" >&2; exit 1; }
public_vars=$(grep -E '^NEXT_PUBLIC_[A-Z_]+=' "$env_file" || true)

install -d -o skyhaven -g skyhaven -m 0750 "$root/releases"
runuser -u skyhaven -- git clone --quiet --depth 1 --branch "$ref" "$source_repo" "$release"
cd "$release"
# npm install, not npm ci: the registry's lockfile omits other platforms' optional binaries.
runuser -u skyhaven -- npm install --no-audit --no-fund
runuser -u skyhaven -- env SITE_URL="$site_url" $public_vars npm run build

echo "Migrating the database for $release"
systemd-run --quiet --wait --collect --pipe --uid=skyhaven --gid=skyhaven \
  -p EnvironmentFile="$env_file" -p WorkingDirectory="$release" -E NODE_ENV=production \
  /usr/bin/node dist/migrate.mjs

ln -sfn "$release" "$root/current.new"
mv -T "$root/current.new" "$root/current"
"$release/deploy/rolling-restart.sh"

ls -1dt "$root"/releases/* | tail -n +6 | xargs -r rm -rf
echo "Released $release"
