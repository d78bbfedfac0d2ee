import { SqliteAdapter } from 'kysely';
import type { Executor } from '../db/store.ts';

export interface AuctionRow {
  id: number;
  product_id: number;
  title_fr: string;
  title_en: string;
  starting_price: number;
  marge: number;
  starts_at: string;
  ends_at: string;
  sku: string;
  name_fr: string;
  name_en: string;
  price: number;
  url_key: string;
  media: string;
}

export interface NewBid {
  auctionId: number;
  name: string;
  phone: string;
  price: number;
  customerId: number | null;
  at: string;
}

export interface InfoPageRow {
  slug: string;
  title_fr: string;
  title_en: string;
  html_fr: string;
  html_en: string;
  updated_at: string;
}

export interface AgencyRow {
  id: number;
  town: string;
  name: string;
  address_fr: string;
  address_en: string;
  telephone: string;
  opens: string;
  closes: string;
  open_days: string;
  position: number;
}

export interface ContentSeed {
  pages: { slug: string; title_fr: string; title_en: string; html_fr: string; html_en: string }[];
  agencies: Omit<AgencyRow, 'id'>[];
  at: string;
}

/**
 * The content pages' data: auctions and their bids, the newsletter, information pages and
 * agencies, contact messages, quote requests, the quiz and the error page's tiles.
 */
export function contentRepository(db: Executor) {
  // SQLite has neither row locks nor their syntax: its transactions begin IMMEDIATE and so
  // already hold the one writer lock. PostgreSQL locks the rows a transaction must keep still.
  const rowLocks = !(db.getExecutor().adapter instanceof SqliteAdapter);

  const auctions = () =>
    db
      .selectFrom('auctions as a')
      .innerJoin('products as p', 'p.id', 'a.product_id')
      .select([
        'a.id',
        'a.product_id',
        'a.title_fr',
        'a.title_en',
        'a.starting_price',
        'a.marge',
        'a.starts_at',
        'a.ends_at',
        'p.sku',
        'p.name_fr',
        'p.name_en',
        'p.price',
        'p.url_key',
        'p.media',
      ]);

  return {
    // Auctions

    /** Auctions ending at `since` or later, soonest first. */
    async auctionsEndingFrom(since: string): Promise<AuctionRow[]> {
      return auctions().where('a.ends_at', '>=', since).orderBy('a.ends_at').execute();
    },

    /** The product's first auction not yet over at `now` (running, or the next one). */
    async openAuctionOf(productId: number, now: string): Promise<AuctionRow | undefined> {
      return auctions().where('a.product_id', '=', productId).where('a.ends_at', '>=', now).orderBy('a.starts_at').limit(1).executeTakeFirst();
    },

    async productHasAuction(productId: number): Promise<boolean> {
      return (await db.selectFrom('auctions').select('id').where('product_id', '=', productId).executeTakeFirst()) !== undefined;
    },

    /**
     * Holds the auction still until the transaction ends, so the best offer a bid is checked
     * against is the one it is written over: concurrent bids on it wait their turn.
     */
    async lockAuction(auctionId: number): Promise<void> {
      if (!rowLocks) return;
      await db.selectFrom('auctions').select('id').where('id', '=', auctionId).forUpdate().execute();
    },

    /** The best bid (null before any) and the number of bids. */
    async bestBid(auctionId: number): Promise<{ top: number | null; count: number }> {
      const row = await db
        .selectFrom('bids')
        .select((eb) => [eb.fn.max('bidding_price').as('top'), eb.fn.countAll<number>().as('n')])
        .where('auction_id', '=', auctionId)
        .executeTakeFirstOrThrow();
      return { top: row.top === null ? null : Number(row.top), count: Number(row.n) };
    },

    async topBids(auctionId: number, limit: number): Promise<{ bidder_name: string; bidding_price: number; created_at: string }[]> {
      return db
        .selectFrom('bids')
        .select(['bidder_name', 'bidding_price', 'created_at'])
        .where('auction_id', '=', auctionId)
        .orderBy('bidding_price', 'desc')
        .limit(limit)
        .execute();
    },

    async insertBid(bid: NewBid): Promise<number> {
      const row = await db
        .insertInto('bids')
        .values({
          auction_id: bid.auctionId,
          bidder_name: bid.name,
          bidder_phone_number: bid.phone,
          bidding_price: bid.price,
          customer_id: bid.customerId,
          created_at: bid.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    // Newsletter

    async subscriptionStatus(email: string): Promise<string | undefined> {
      return (await db.selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirst())?.status;
    },

    /** A pending subscription, or a new link for one already pending. */
    async subscribePending(email: string, confirmHash: string, at: string): Promise<void> {
      await db
        .insertInto('newsletter_subscribers')
        .values({ email, status: 'pending', confirm_hash: confirmHash, created_at: at })
        .onConflict((oc) => oc.column('email').doUpdateSet((eb) => ({ confirm_hash: eb.ref('excluded.confirm_hash') })))
        .execute();
    },

    /** Confirms the pending subscription this link was mailed for: false when there is none. */
    async confirmSubscription(confirmHash: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('newsletter_subscribers')
        .set({ status: 'subscribed', confirmed_at: at })
        .where('confirm_hash', '=', confirmHash)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // Information pages, agencies, contact

    async page(slug: string): Promise<InfoPageRow | undefined> {
      const row = await db.selectFrom('info_pages').select(['slug', 'title_fr', 'title_en', 'html_fr', 'html_en', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
      return row && { ...row, slug: row.slug! };
    },

    async agencies(): Promise<AgencyRow[]> {
      return db
        .selectFrom('agencies')
        .select(['id', 'town', 'name', 'address_fr', 'address_en', 'telephone', 'opens', 'closes', 'open_days', 'position'])
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /**
     * Adds the seeded pages the database lacks, and the agencies once per database: the seed
     * mark is claimed first, so two processes starting together write the agencies once.
     */
    async seedContent(seed: ContentSeed): Promise<void> {
      await db
        .insertInto('info_pages')
        .values(seed.pages.map((p) => ({ ...p, updated_at: seed.at })))
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      const claimed = await db
        .insertInto('content_seed')
        .values({ id: 1, seeded_at: seed.at })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1 || seed.agencies.length === 0) return;
      await db.insertInto('agencies').values(seed.agencies).execute();
    },

    async insertContactMessage(message: {
      subject: string;
      name: string;
      telephone: string;
      email: string | null;
      orderNumber: string | null;
      message: string;
      locale: string;
      customerId: number | null;
      at: string;
    }): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values({
          subject: message.subject,
          name: message.name,
          telephone: message.telephone,
          email: message.email,
          order_number: message.orderNumber,
          message: message.message,
          locale: message.locale,
          customer_id: message.customerId,
          created_at: message.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    // Quote requests

    async enabledProduct(sku: string): Promise<{ sku: string; name_fr: string; name_en: string } | undefined> {
      return db.selectFrom('products').select(['sku', 'name_fr', 'name_en']).where('sku', '=', sku).where('status', '=', 1).executeTakeFirst();
    },

    async insertQuoteRequest(request: { name: string; telephone: string; email: string | null; message: string | null; items: string; customerId: number | null; at: string }): Promise<number> {
      const row = await db
        .insertInto('quote_requests')
        .values({
          name: request.name,
          telephone: request.telephone,
          email: request.email,
          message: request.message,
          items: request.items,
          customer_id: request.customerId,
          created_at: request.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    // Quiz

    async quizQuestions() {
      return db.selectFrom('quiz_questions').select(['id', 'position', 'kind', 'text_fr', 'text_en', 'accepted_answers']).orderBy('position').orderBy('id').execute();
    },

    async quizChoices() {
      return db.selectFrom('quiz_choices').select(['id', 'question_id', 'position', 'text_fr', 'text_en', 'is_correct']).orderBy('position').orderBy('id').execute();
    },

    // The error page's tiles

    /** Active categories chosen for the error page, in the merchandiser's order. */
    async bestSelections(): Promise<{ id: number; name_fr: string; name_en: string; url_key: string }[]> {
      return db
        .selectFrom('best_selections as b')
        .innerJoin('categories as c', 'c.id', 'b.category_id')
        .select(['c.id', 'c.name_fr', 'c.name_en', 'c.url_key'])
        .where('c.is_active', '=', 1)
        .orderBy('b.position')
        .execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
