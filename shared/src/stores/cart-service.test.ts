import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./cart-service');
}

const service = { addItem: vi.fn<() => Promise<void>>(async () => {}), refreshTotals: vi.fn<() => Promise<void>>(async () => {}), init: vi.fn<() => Promise<void>>(async () => {}) };

beforeEach(() => vi.clearAllMocks());

describe('cart service registry', () => {
  it('rejects with a clear error when the shell registered no loader', async () => {
    const { getCartService } = await freshModule();
    await expect(getCartService()).rejects.toThrow(/provideCartService/);
  });

  it('loads the implementation once and shares it', async () => {
    const { getCartService, provideCartService } = await freshModule();
    const loader = vi.fn<() => Promise<typeof service>>(async () => service);
    provideCartService(loader);
    const [a, b] = await Promise.all([getCartService(), getCartService()]);
    expect(a).toBe(service);
    expect(b).toBe(service);
    await getCartService();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (remote unreachable, then back)', async () => {
    const { getCartService, provideCartService } = await freshModule();
    const loader = vi
      .fn<() => Promise<typeof service>>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValueOnce(service);
    provideCartService(loader);
    await expect(getCartService()).rejects.toThrow('remote down');
    await expect(getCartService()).resolves.toBe(service);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
