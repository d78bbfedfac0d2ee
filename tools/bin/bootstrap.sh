#!/usr/bin/env bash
# Installs everything the workspace needs on a machine that has only Node 20 and npm.
# Sourced by start.sh and test.sh so both commands stay self-sufficient.
set -euo pipefail

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm@${PNPM_VERSION}"
  npm install -g "pnpm@${PNPM_VERSION}" --loglevel=error
fi

# better-sqlite3 compiles from source (its prebuilt download is unreachable here);
# point node-gyp at the headers Node ships instead of downloading them.
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi

echo "› installing workspace dependencies"
if [ -f pnpm-lock.yaml ]; then
  pnpm install --frozen-lockfile --reporter=append-only
else
  pnpm install --reporter=append-only
fi

# Commit messages are checked where they are written (tools/git-hooks/commit-msg: a subject of
# at most 72 characters, a body that says why); a copy without git, such as an archive, has none.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git config core.hooksPath tools/git-hooks
fi
