#!/usr/bin/env bash
# Smoke test of the production composition (docker-compose.yml), for anyone with Docker and Node 20:
# builds and starts it in a project of its own, waits for the store, searches through the store's
# own origin as a phone does (/search/, forwarded by the gateway to Meilisearch, with the
# search-only key from /api/search-config), checks that key cannot write, places a guest order,
# and removes the project with its volumes. Untested on these machines (no Docker): the pieces it
# relies on are tested against a Meilisearch-protocol peer (commerce-api/test/search-meili.api.test.ts,
# gateway/src/search-proxy.test.ts).
#   tools/bin/smoke-compose.sh          (STORE_PORT=8090 to use another port; KEEP=1 leaves it running)
set -euo pipefail
cd "$(dirname "$0")/../.."
export STORE_PORT="${STORE_PORT:-8080}"
export MEILI_MASTER_KEY="${MEILI_MASTER_KEY:-$(openssl rand -hex 24)}"
export RENDER_KEY="${RENDER_KEY:-$(openssl rand -hex 16)}"
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
JS
echo "smoke: all good"
