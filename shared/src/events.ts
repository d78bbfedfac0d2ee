/**
 * Every cross-bundle event and its payload. Remotes never import each other, so this map is
 * the whole vocabulary they share; a payload that does not match fails to compile.
 */
export interface EventMap {
  'cart:item-added': { sku: string; qty: number; name: string };
  'auth:logged-in': { customerId: number };
  'auth:logged-out': Record<string, never>;
  /**
   * A remote asks the shell's session module to end the session: the shopper pressed "log out"
   * (`user`), or a call made with the token failed (`request-failed`, with its HTTP status, 0
   * when no answer came; `profile` when it was the `customers/me` check). The shell alone decides
   * whether such a failure ends the session.
   */
  'session:logout-requested': { reason: 'user' } | { reason: 'request-failed'; status: number; profile?: boolean };
  /** A product joined or left the customer's favourites (the favourites page refreshes its list). */
  'favorites:changed': { productId: number; favorite: boolean };
  'remote:load-failed': { remote: string; error: string };
}

type EventName = keyof EventMap;
type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;

interface EventBus {
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  /** Returns the unsubscribe function. */
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  /** Handler runs for the next emission only; the returned function cancels it. */
  once<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
}

/** @internal (a fresh bus for tests; packages use `bus`) */
export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Set<(payload: never) => void>>();

  const on = <K extends EventName>(name: K, handler: EventHandler<K>): (() => void) => {
    let set = handlers.get(name);
    if (!set) {
      set = new Set();
      handlers.set(name, set);
    }
    set.add(handler as (payload: never) => void);
    return () => {
      set.delete(handler as (payload: never) => void);
    };
  };

  return {
    emit(name, payload) {
      const set = handlers.get(name);
      if (!set) return;
      // Copy first: a handler may unsubscribe (once) or subscribe others while we iterate.
      for (const handler of Array.from(set)) {
        try {
          (handler as EventHandler<typeof name>)(payload);
        } catch (error) {
          // One remote's broken listener must not stop the others from hearing the event.
          console.error(`[bus] handler for "${name}" threw`, error);
        }
      }
    },
    on,
    once(name, handler) {
      const off = on(name, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
  };
}

/** The page-wide bus. `@shop/shared` is a Module Federation singleton, so every bundle gets this one. */
export const bus: EventBus = createEventBus();
