import type { Executor, Store } from './store.ts';
import { wishlistRepository, type WishlistRepository } from '../wishlist/repository.ts';
import { gamesRepository, type GamesRepository } from '../games/repository.ts';
import { contentRepository, type ContentRepository } from '../content/repository.ts';
import { mediaRepository, type MediaRepository } from '../media/repository.ts';
import { messagingRepository, type MessagingRepository } from '../messaging/repository.ts';

/**
 * Every module's repository over one executor: the store's builder for plain reads and writes,
 * or a transaction's, so work that spans modules (placing an order) commits or fails as one.
 * A module adds its repository here; SQL lives only in `<module>/repository.ts` (decision 020).
 */
export interface Repositories {
  wishlist: WishlistRepository;
  games: GamesRepository;
  content: ContentRepository;
  media: MediaRepository;
  messaging: MessagingRepository;
}

export function repositories(db: Executor): Repositories {
  return {
    wishlist: wishlistRepository(db),
    games: gamesRepository(db),
    content: contentRepository(db),
    media: mediaRepository(db),
    messaging: messagingRepository(db),
  };
}

/** What the context carries for data access: the store, its repositories, and transactions over them. */
export interface DataAccess {
  store: Store;
  repos: Repositories;
  /** Runs `work` with repositories bound to one transaction (see `Store.transaction`). */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function dataAccess(store: Store): DataAccess {
  return {
    store,
    repos: repositories(store.db),
    transaction: (work) => store.transaction((tx) => work(repositories(tx))),
  };
}
