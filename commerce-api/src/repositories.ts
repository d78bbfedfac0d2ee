import type { Engine, Executor, Store } from './db/store.ts';
import { authRepository, type AuthRepository } from './auth/repository.ts';
import { customersRepository, type CustomersRepository } from './customers/repository.ts';
import { placesRepository, type PlacesRepository } from './places/repository.ts';
import { primeRepository, type PrimeRepository } from './prime/repository.ts';
import { wishlistRepository, type WishlistRepository } from './wishlist/repository.ts';
import { gamesRepository, type GamesRepository } from './games/repository.ts';
import { gamesSeedRepository, type GamesSeedRepository } from './games/seed-repository.ts';
import { contentRepository, type ContentRepository } from './content/repository.ts';
import { mediaRepository, type MediaRepository } from './media/repository.ts';
import { messagingRepository, type MessagingRepository } from './messaging/repository.ts';
import { cartsRepository, type CartsRepository } from './carts/repository.ts';
import { ordersRepository, type OrdersRepository } from './orders/repository.ts';
import { orderCapsRepository, type OrderCapsRepository } from './orders/caps-repository.ts';
import { campaignsRepository, type CampaignsRepository } from './campaigns/repository.ts';
import { catalogRepository, type CatalogRepository } from './catalog/repository.ts';
import { searchRepository, type SearchRepository } from './search/repository.ts';
import { shopperErrorsRepository, type ShopperErrorsRepository } from './shopper-errors/repository.ts';
import { operatorsRepository, type OperatorsRepository } from './operators/repository.ts';
import { lifecycleRepository, type LifecycleRepository } from './orders/lifecycle/repository.ts';
import { reviewsRepository, type ReviewsRepository } from './reviews/repository.ts';
import { paymentsRepository, type PaymentsRepository } from './payments/repository.ts';
import { phoneProofsRepository, type PhoneProofsRepository } from './phone-proofs/repository.ts';

/**
 * Every module's repository over one executor: the store's builder for plain reads and writes,
 * or a transaction's, so work that spans modules (placing an order) commits or fails as one.
 * A module adds its repository here; SQL lives only in `<module>/repository.ts` (decision 020).
 */
export interface Repositories {
  auth: AuthRepository;
  customers: CustomersRepository;
  places: PlacesRepository;
  prime: PrimeRepository;
  wishlist: WishlistRepository;
  games: GamesRepository;
  gamesSeed: GamesSeedRepository;
  content: ContentRepository;
  media: MediaRepository;
  messaging: MessagingRepository;
  carts: CartsRepository;
  orders: OrdersRepository;
  orderCaps: OrderCapsRepository;
  campaigns: CampaignsRepository;
  catalog: CatalogRepository;
  search: SearchRepository;
  shopperErrors: ShopperErrorsRepository;
  operators: OperatorsRepository;
  lifecycle: LifecycleRepository;
  reviews: ReviewsRepository;
  payments: PaymentsRepository;
  phoneProofs: PhoneProofsRepository;
}

/** `engine`: what the database speaks, for the few queries whose SQL differs (JSON attributes). */
export function repositories(db: Executor, engine: Engine = 'sqlite'): Repositories {
  return {
    auth: authRepository(db),
    customers: customersRepository(db),
    places: placesRepository(db),
    prime: primeRepository(db),
    wishlist: wishlistRepository(db),
    games: gamesRepository(db),
    gamesSeed: gamesSeedRepository(db),
    content: contentRepository(db),
    media: mediaRepository(db),
    messaging: messagingRepository(db),
    carts: cartsRepository(db),
    orders: ordersRepository(db),
    orderCaps: orderCapsRepository(db),
    campaigns: campaignsRepository(db, engine),
    catalog: catalogRepository(db, engine),
    search: searchRepository(db),
    shopperErrors: shopperErrorsRepository(db),
    operators: operatorsRepository(db),
    lifecycle: lifecycleRepository(db),
    reviews: reviewsRepository(db),
    payments: paymentsRepository(db),
    phoneProofs: phoneProofsRepository(db),
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
    repos: repositories(store.db, store.engine),
    transaction: (work) => store.transaction((tx) => work(repositories(tx, store.engine))),
  };
}

/**
 * Runs `work` in one transaction with `access` bound to it: its `repos` are the transaction's, and
 * a `transaction` started inside joins this one instead of nesting (the seed places its demo order
 * inside the seeding transaction; a route's placement opens its own). Code below takes the
 * context it is given, so the same functions serve inside and outside a transaction.
 */
export function withinTransaction<T extends DataAccess, R>(access: T, work: (bound: T) => Promise<R>): Promise<R> {
  return access.transaction((repos) => work(joinedTo(access, repos)));
}

/** `access` with the repositories of a transaction already open; nested transactions join it. */
export function joinedTo<T extends DataAccess>(access: T, repos: Repositories): T {
  return { ...access, repos, transaction: (inner) => inner(repos) };
}
