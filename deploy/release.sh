#!/usr/bin/env bash
# Installs and rolls out a release made by `npm run release` (deploy/README.md, section 5):
#   deploy/release.sh https://downloads.example.com/skyhaven-0.1.0-1a2b3c4.tar.gz
#   deploy/release.sh /tmp/skyhaven-0.1.0-1a2b3c4.tar.gz
# The checksum file is read from the same place with ".sha256" added. Nothing is built, compiled
# or fetched from a package registry on this machine: Node.js runs the release as it was built.
#
# 1. downloads (or copies) the tarball and its checksum, and verifies it;
# 2. unpacks it into a temporary directory and checks it was built for this SITE_URL and this
#    Node.js (its native modules are compiled for one ABI);
# 3. runs its migrations once, with the units' environment, before anything serves it;
# 4. renames it to /srv/skyhaven/releases/<id> (until here a failure leaves nothing behind),
#    points /srv/skyhaven/current at it and restarts the instances one at a time;
# 5. keeps the last five releases. Going back: deploy/rollback.sh (deploy/README.md).
set -euo pipefail

artifact=${1:?usage: deploy/release.sh URL_OR_PATH/skyhaven-<version>-<sha>.tar.gz}
root=${SKYHAVEN_ROOT:-/srv/skyhaven}
env_file=${SKYHAVEN_ENV:-/etc/skyhaven/skyhaven.env}
node=${SKYHAVEN_NODE:-/usr/bin/node}
name=$(basename "$artifact")
case $name in
  skyhaven-*.tar.gz) ;;
  *) echo "$name is not a release tarball (skyhaven-<version>-<sha>.tar.gz)" >&2; exit 1 ;;
esac
id=${name#skyhaven-}
id=${id%.tar.gz}
release="$root/releases/$id"
if [ -e "$release" ]; then
  echo "$id is already installed in $release; to serve it again: deploy/rollback.sh $id" >&2
  exit 1
fi

install -d -o skyhaven -g skyhaven -m 0750 "$root/releases"
incoming=$(mktemp -d "$root/releases/.incoming-$id.XXXXXX")
trap 'rm -rf "$incoming"' EXIT

fetch() {
  case $1 in
    http://* | https://*) curl -fsSL --retry 3 --output "$2" "$1" ;;
    *) cp -- "$1" "$2" ;;
  esac
}
echo "Fetching $name"
fetch "$artifact" "$incoming/$name"
fetch "$artifact.sha256" "$incoming/$name.sha256"
(cd "$incoming" && sha256sum --check --strict --quiet "$name.sha256") || {
  echo "$name does not match its checksum: not installed" >&2
  exit 1
}

tree="$incoming/$id"
mkdir "$tree"
tar -xzf "$incoming/$name" -C "$tree" --strip-components=1 --no-same-owner
rm -f "$incoming/$name" "$incoming/$name.sha256"

# Built for this site and this Node.js? SITE_URL is baked into pages; native modules into an ABI.
manifest() {
  "$node" -e 'const m = require(process.argv[1]);
    console.log(process.argv[2].split(".").reduce((value, key) => value?.[key], m) ?? "")' \
    "$tree/RELEASE.json" "$1"
}
site_url=$(sed -n 's/^SITE_URL=//p' "$env_file" | tail -n 1)
if [ "$(manifest siteUrl)" != "$site_url" ]; then
  echo "$id was built for SITE_URL=$(manifest siteUrl), $env_file says $site_url: build it with yours (SITE_URL=$site_url npm run release)" >&2
  exit 1
fi
host_runtime=$("$node" -p '[process.versions.modules, process.platform, process.arch].join(" ")')
built_runtime="$(manifest runtime.abi) $(manifest runtime.platform) $(manifest runtime.arch)"
if [ "$host_runtime" != "$built_runtime" ]; then
  echo "$id was built for Node ABI/platform/arch $built_runtime ($(manifest runtime.node)); this host's $node is $host_runtime" >&2
  exit 1
fi
chown -R skyhaven:skyhaven "$incoming"
chmod 0750 "$incoming"

echo "Migrating the database for $id"
systemd-run --quiet --wait --collect --pipe --uid=skyhaven --gid=skyhaven \
  -p EnvironmentFile="$env_file" -p WorkingDirectory="$tree" -E NODE_ENV=production \
  "$node" migrate.mjs

# One rename: a release directory is either complete or absent.
mv -T "$tree" "$release"
ln -sfn "$release" "$root/current.new"
mv -T "$root/current.new" "$root/current"
echo "$id" >>"$root/releases/.history"
"$release/deploy/rolling-restart.sh"

# The last five releases stay for a rollback; never the one being served.
serving=$(readlink -f "$root/current")
ls -1dt "$root"/releases/*/ | sed 's:/$::' | { grep -vxF "$serving" || true; } |
  tail -n +5 | xargs -r rm -rf
echo "Released $id"
