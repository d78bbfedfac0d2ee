#!/usr/bin/env bash
# Smoke test of the production composition (docker-compose.yml), for anyone with Docker and Node 20:
# builds and starts it in a project of its own, waits for the store, searches through the store's
# own origin as a phone does (/search/, forwarded by the gateway to Meilisearch, with the
# search-only key from /api/search-config), checks that key cannot write, places a guest order,
# signs in to the operator console and lists the campaign pages through it (the store's campaign
# token is the back end's), checks that the release endpoint wants its token, and removes the
# project with its volumes. SMOKE_RELEASE=1 also releases mf-promotions from this checkout into
# the running store (`pnpm release --store`; needs the workspace installed, takes minutes).
# Untested on these machines (no Docker): the pieces it relies on are tested without Docker
# (commerce-api/test/search-meili.api.test.ts, gateway/src/search-proxy.test.ts,
# gateway/src/release-upload.test.ts, tools/src/release/compose-file.test.ts).
#   tools/bin/smoke-compose.sh          (STORE_PORT=8090 to use another port; KEEP=1 leaves it running)
set -euo pipefail
cd "$(dirname "$0")/../.."
export STORE_PORT="${STORE_PORT:-8080}"
# The secrets the compose file requires: the caller's when set, else freshly generated ones.
env_file="$(mktemp)"
ENV_FILE="$env_file" sh tools/docker/make-env.sh >/dev/null
while IFS='=' read -r key value; do
  [ -n "${!key:-}" ] || export "$key=$value"
done < "$env_file"
rm -f "$env_file"
project="storefront-smoke-$$"
[ "${KEEP:-0}" = 1 ] || trap 'docker compose -p "$project" down -v --remove-orphans' EXIT

docker compose -p "$project" up -d --build --wait

BASE="http://127.0.0.1:${STORE_PORT}" node --input-type=module <<'JS'
const base = process.env.BASE;
const json = async (path, init = {}) => {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
};
const until = async (what, check, seconds = 120) => {
  for (let i = 0; i < seconds; i++) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what}: not within ${seconds} s`);
};
const step = (text) => console.log(`smoke: ${text}`);

await until('store health', async () => (await json('/api/health')).status === 200);
step('store is up');
const config = (await json('/api/search-config')).body;
if (config.host !== '/search' || !config.key) throw new Error(`unexpected search config ${JSON.stringify(config)}`);
const search = (index, body) => json(`/search/indexes/${index}/search`, { method: 'POST', headers: { authorization: `Bearer ${config.key}` }, body: JSON.stringify(body) });
const hit = await until('documents in Meilisearch', async () => (await search(config.indexes.fr, { q: 'samsung', limit: 1, filter: 'in_stock = true AND type_id = simple' })).body?.hits?.[0]);
step(`search through ${base}/search finds ${hit.sku}`);
const write = await json(`/search/indexes/${config.indexes.fr}/documents`, { method: 'POST', headers: { authorization: `Bearer ${config.key}` }, body: '[]' });
if (write.status < 400) throw new Error(`the store's origin forwarded a document write (${write.status})`);
step(`a document write through the store is refused (${write.status})`);

const cart = (await json('/rest/fr/V1/guest-carts', { method: 'POST' })).body;
const added = await json(`/rest/fr/V1/guest-carts/${cart}/items`, { method: 'POST', body: JSON.stringify({ cartItem: { sku: hit.sku, qty: 1, quote_id: cart } }) });
if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
const douala = (await json('/rest/fr/V1/gt/towns/list')).body.find((t) => t.town_name === 'Douala');
const quarter = douala.quarters[0];
const address = { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: '699001122', street: [quarter.quarter_name], fax: String(quarter.quarter_id), postcode: '-' };
const shipped = await json(`/rest/fr/V1/guest-carts/${cart}/shipping-information`, { method: 'POST', body: JSON.stringify({ addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } }) });
if (shipped.status !== 200) throw new Error(`shipping: ${shipped.status} ${JSON.stringify(shipped.body)}`);
const placed = await json(`/rest/fr/V1/guest-carts/${cart}/payment-information`, { method: 'POST', body: JSON.stringify({ cartId: cart, email: 'smoke@example.cm', billingAddress: address, paymentMethod: { method: 'cashondelivery' } }) });
if (placed.status !== 200) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
step(`order placed (${placed.body})`);

const login = await fetch(`${base}/operator/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: process.env.OPERATOR_PASSWORD }) });
if (login.status !== 200) throw new Error(`operator login: ${login.status}`);
const session = login.headers.get('set-cookie').split(';')[0];
const pages = await json('/operator/api/campaigns', { headers: { cookie: session } });
if (pages.status !== 200) throw new Error(`campaign pages through the console: ${pages.status} ${JSON.stringify(pages.body)}`);
step(`operator console signed in; ${pages.body.items?.length ?? 0} campaign pages listed through it`);
const anonymous = await json('/operator/api/releases');
if (anonymous.status !== 401) throw new Error(`release endpoint without a token: ${anonymous.status}`);
const releases = await json('/operator/api/releases', { headers: { authorization: `Bearer ${process.env.RELEASE_TOKEN}` } });
if (releases.status !== 200 || !releases.body.state.remotes['mf-promotions']) throw new Error(`release endpoint: ${releases.status}`);
step('the release endpoint refuses no token and shows the store to the release token');
JS
if [ "${SMOKE_RELEASE:-0}" = 1 ]; then
  # --force: a smoke run may have local edits; the store records the release as dirty.
  pnpm release mf-promotions --force --store "http://127.0.0.1:${STORE_PORT}"
  echo "smoke: mf-promotions released into the running store"
fi
echo "smoke: all good"
