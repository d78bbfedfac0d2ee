#!/usr/bin/env bash
# `npm start`: install, build every part for production, publish the remotes, start the store.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/bin/bootstrap.sh

echo "› building the shell and the five remotes"
pnpm run build
echo "› publishing remotes into the runtime manifest"
pnpm run publish-all
# The fresh-machine demo has no mail server or SMS account: sign-up codes and reset links are kept
# in a local outbox instead, readable only from this machine and one recipient at a time.
# DEMO_OUTBOX=0 turns it off; SMTP_URL / SMS_GATEWAY_URL deliver for real (docs/messages-and-flags.md).
export DEMO_OUTBOX="${DEMO_OUTBOX:-1}"
if [ "$DEMO_OUTBOX" = "1" ]; then
  echo "!! DEMO STORE: e-mails and SMS are not sent. Codes and reset links wait in a demo outbox,"
  echo "!! readable from this machine only, one recipient at a time:"
  echo "!!   http://localhost:${PORT:-8080}/api/dev/outbox?to=<e-mail or phone>"
  echo "!! For real delivery set SMTP_URL (and SMS_GATEWAY_URL) and DEMO_OUTBOX=0."
fi
echo "› starting the store on http://localhost:${PORT:-8080}"
exec pnpm run serve
