#!/usr/bin/env sh
# Writes the production composition's secrets into `.env` beside docker-compose.yml (compose reads
# it by itself; git and the image's build context both ignore it). A secret already in `.env` is
# kept, so running this again never locks anyone out; only the missing ones are generated.
#   tools/docker/make-env.sh            then: docker compose up -d --build
# The operator console's password and the release token are printed once, for the people and the
# CI secret store that need them; `grep OPERATOR_PASSWORD .env` shows them again.
set -eu
cd "$(dirname "$0")/../.."
env_file="${ENV_FILE:-.env}"
touch "$env_file"
chmod 600 "$env_file"

secret() { openssl rand -base64 "$1" | tr -d '\n=' | tr '+/' '-_'; }
has() { grep -q "^$1=." "$env_file"; }
add() {
  if has "$1"; then
    echo "$1: kept"
  else
    # An empty `KEY=` line would be a second, conflicting value.
    grep -v "^$1=\$" "$env_file" > "$env_file.tmp" || true
    printf '%s=%s\n' "$1" "$2" >> "$env_file.tmp"
    chmod 600 "$env_file.tmp"
    mv "$env_file.tmp" "$env_file"
    echo "$1: generated"
  fi
}

# The password of PostgreSQL's `shop` account (the back ends' and the migrate job's DATABASE_URL).
add POSTGRES_PASSWORD "$(secret 24)"
# Meilisearch's master key (the back end derives the browsers' search-only key from it).
add MEILI_MASTER_KEY "$(secret 32)"
# The key with which server rendering's reads carry the shopper's address to the back end.
add RENDER_KEY "$(secret 24)"
# Campaign managers' credential: the back end checks it, the store's console sends it.
add CAMPAIGN_ADMIN_TOKEN "$(secret 32)"
# The stores' credential for the shoppers' error reports the back end keeps (decision 029).
add ERROR_REPORTS_TOKEN "$(secret 32)"
# The operator console's password (/operator on the store).
add OPERATOR_PASSWORD "$(secret 18)"
# What `pnpm release <remote> --store <url>` sends (RELEASE_TOKEN in CI's secrets).
add RELEASE_TOKEN "$(secret 32)"
echo "$env_file: $(grep -c '=' "$env_file") settings; operator password and release token:"
grep -E '^(OPERATOR_PASSWORD|RELEASE_TOKEN)=' "$env_file"
