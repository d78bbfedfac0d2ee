#!/usr/bin/env bash
# `npm test`: install everything (Chromium and PostgreSQL from Debian when missing, as root) and run
# every test: typecheck, lint, unit, API (real HTTP + SQLite, then the moved modules' on PostgreSQL),
# the cluster (two gateways and two back ends behind nginx on PostgreSQL) and browser (Playwright
# on the composed store). One production build serves the last two.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/bin/bootstrap.sh

# It runs as the user it is given: root installs Chromium, anyone else is told what to install
# (no sudo: a test command that asks for a password, or quietly gains rights, is not ours to run).
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "✗ the browser tests need Chromium (/usr/bin/chromium), and only root can install it here." >&2
    echo "  Install it once, then run npm test again:  apt-get install chromium  (as root)" >&2
    exit 1
  fi
  echo "› installing Chromium from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
# nginx, for the test of the load balancer's configuration (tools/deploy/nginx/) and the cluster
# test: installed the same way; without it those are skipped, so only root's run is complete.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "› installing nginx from Debian"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "! nginx is missing: the load balancer test is skipped (apt-get install nginx, as root)" >&2
  fi
fi

# The PostgreSQL tests start a throw-away cluster from the server binaries (initdb, pg_ctl).
if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then
    echo "✗ the PostgreSQL tests need its server binaries (initdb, pg_ctl), and only root can install them here." >&2
    echo "  Install them once, then run npm test again:  apt-get install postgresql  (as root)" >&2
    exit 1
  fi
  echo "› installing PostgreSQL from Debian"
  apt-get update -qq
  # The tests run their own throw-away clusters on free ports, never the one the package sets up.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

start=$(date +%s)
echo "› typecheck, lint, unit tests"
pnpm run verify
echo "› API tests"
pnpm run test:api
echo "› API tests on PostgreSQL (modules moved onto repositories)"
pnpm run test:api:pg
echo "› production build"
pnpm run build
echo "› the store on two gateways and two back ends behind nginx, on PostgreSQL"
pnpm run test:cluster
echo "› browser tests"
pnpm run test:e2e
echo "› all tests passed in $(( $(date +%s) - start ))s"
