#!/usr/bin/env bash
# Builds the site, the game pages, the back office and the server into apps/api/dist/<name>/ (ignored by git) instead of the shared dist/
# folders, so parallel work in one checkout does not overwrite each other's build mid-test.
# Run e2e against it with: E2E_BUILD=<name> npx vitest run --project e2e <file>
set -euo pipefail
name="${1:?usage: tools/private-build.sh <name>}"
root="$(cd "$(dirname "$0")/.." && pwd)"
(cd "$root/apps/web" && npx vite build --outDir "../api/dist/$name/web" --emptyOutDir --logLevel warn)
(cd "$root/apps/games" && npx vite build --outDir "../api/dist/$name/games" --emptyOutDir --logLevel warn)
(cd "$root/apps/backoffice" && npx vite build --outDir "../api/dist/$name/backoffice" --emptyOutDir --logLevel warn)
(cd "$root/apps/api" && API_OUTFILE="dist/$name/server.js" node build.mjs --log-level=warning >/dev/null)
echo "built apps/api/dist/$name"
