#!/usr/bin/env bash
# `npm start`: install, build every part for production, publish the remotes, start the store.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/bin/bootstrap.sh

echo "› building the shell and the five remotes"
pnpm run build
echo "› publishing remotes into the runtime manifest"
pnpm run publish-all
echo "› starting the store on http://localhost:${PORT:-8080}"
exec pnpm run serve
