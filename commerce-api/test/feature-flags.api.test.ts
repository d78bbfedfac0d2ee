import { afterAll, describe, expect, it } from 'vitest';
import { call } from './support/commerce.ts';
import { startServer, type TestServer } from './support/server.ts';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

describe('GET /api/feature-flags', () => {
  it('serves every flag off by default', async () => {
    const server = await startServer({ seed: false });
    servers.push(server);
    const res = await call(server, 'GET', '/api/feature-flags');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ showOrangeDataOnProducts: false, orangeDataOnProductExceptions: [], showPageBanners: false });
  });

  it("serves the configuration's switches and exceptions", async () => {
    const featureFlags = { showOrangeDataOnProducts: true, orangeDataOnProductExceptions: ['TEC-SPARK-20'], showPageBanners: true };
    const server = await startServer({ seed: false, config: { featureFlags } });
    servers.push(server);
    expect((await call(server, 'GET', '/api/feature-flags')).body).toEqual(featureFlags);
  });
});
