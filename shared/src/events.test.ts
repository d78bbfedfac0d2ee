import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { bus, createEventBus, type EventMap } from './events';

// Never run: these calls only have to type-check (or fail to, where marked).
function typeOnlyChecks(target: typeof bus): void {
  // @ts-expect-error qty must be a number
  target.emit('cart:item-added', { sku: 'X', qty: '1', name: 'X' });
  // @ts-expect-error name is required
  target.emit('cart:item-added', { sku: 'X', qty: 1 });
  // @ts-expect-error unknown event
  target.emit('cart:exploded', {});
  // @ts-expect-error a favourite's product id is a number
  target.emit('favorites:changed', { productId: '7', favorite: true });
  // @ts-expect-error logged-out carries no data
  target.emit('auth:logged-out', { customerId: 1 });
  // @ts-expect-error handler payload is typed
  target.on('auth:logged-in', (p: { customerId: string }) => p);
  target.emit('remote:load-failed', { remote: 'mf-games', error: 'boom' });
}

describe('event bus', () => {
  it('delivers typed payloads to every subscriber until they unsubscribe', () => {
    const b = createEventBus();
    const first = vi.fn<(payload: unknown) => void>();
    const second = vi.fn<(payload: unknown) => void>();
    const off = b.on('cart:item-added', first);
    b.on('cart:item-added', second);
    b.emit('cart:item-added', { sku: 'TEC-SPARK', qty: 2, name: 'Tecno Spark 20' });
    off();
    b.emit('cart:item-added', { sku: 'ITEL-A70', qty: 1, name: 'Itel A70' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ sku: 'TEC-SPARK', qty: 2, name: 'Tecno Spark 20' });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps events apart by name', () => {
    const b = createEventBus();
    const onLogin = vi.fn<(payload: unknown) => void>();
    b.on('auth:logged-in', onLogin);
    b.emit('auth:logged-out', {});
    expect(onLogin).not.toHaveBeenCalled();
    b.emit('auth:logged-in', { customerId: 7 });
    expect(onLogin).toHaveBeenCalledWith({ customerId: 7 });
  });

  it('once fires a single time and can be cancelled before firing', () => {
    const b = createEventBus();
    const handler = vi.fn<(payload: unknown) => void>();
    b.once('favorites:changed', handler);
    b.emit('favorites:changed', { productId: 1, favorite: true });
    b.emit('favorites:changed', { productId: 2, favorite: false });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ productId: 1, favorite: true });

    const cancelled = vi.fn<(payload: unknown) => void>();
    const cancel = b.once('auth:logged-out', cancelled);
    cancel();
    b.emit('auth:logged-out', {});
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a throwing handler does not stop the others', () => {
    const b = createEventBus();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn<(payload: unknown) => void>();
    b.on('auth:logged-in', () => {
      throw new Error('broken remote');
    });
    b.on('auth:logged-in', after);
    b.emit('auth:logged-in', { customerId: 3 });
    expect(after).toHaveBeenCalledWith({ customerId: 3 });
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it('a handler subscribed during an emission waits for the next one', () => {
    const b = createEventBus();
    const late = vi.fn<(payload: unknown) => void>();
    b.on('auth:logged-in', () => {
      b.on('auth:logged-in', late);
    });
    b.emit('auth:logged-in', { customerId: 1 });
    expect(late).not.toHaveBeenCalled();
    b.emit('auth:logged-in', { customerId: 2 });
    expect(late).toHaveBeenCalledWith({ customerId: 2 });
  });

  it('rejects wrong payloads at compile time', () => {
    expect(typeof typeOnlyChecks).toBe('function');
    expectTypeOf<EventMap['cart:item-added']>().toEqualTypeOf<{ sku: string; qty: number; name: string }>();
  });
});
