#!/usr/bin/env bash
# `npm test`: install everything (Chromium from Debian when missing) and run every test:
# typecheck, lint, unit, API (real HTTP + SQLite) and browser (Playwright on the composed store).
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/bin/bootstrap.sh

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "› installing Chromium from Debian"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

start=$(date +%s)
echo "› typecheck, lint, unit tests"
pnpm run verify
echo "› API tests"
pnpm run test:api
echo "› production build"
pnpm run build
echo "› browser tests"
pnpm run test:e2e
echo "› all tests passed in $(( $(date +%s) - start ))s"
