#!/usr/bin/env bash
# Packs each framework-free package with `npm pack`, installs the tarballs in a scratch folder
# outside the repository and imports them from a plain Node script (no DOM, no TypeScript).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# Each package builds itself when packed (its `prepack` runs `tsc -b`).
mkdir -p "$scratch/tarballs" "$scratch/app"
for p in validators lookups paging permissions templates contract; do
  (cd "$repo/packages/$p" && npm pack --silent --pack-destination "$scratch/tarballs" >/dev/null)
done
ls "$scratch/tarballs"
cd "$scratch/app"
npm init -y >/dev/null
npm install --no-audit --no-fund --silent "$scratch"/tarballs/*.tgz
cp "$repo/scripts/pack-smoke.mjs" .
node pack-smoke.mjs
