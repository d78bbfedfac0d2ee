import { Type } from 'typebox';

/**
 * The content API's shapes (information pages, agencies, contact, quote requests, newsletter,
 * auctions), declared once: the back end validates requests and (outside production) its
 * answers with these schemas, the storefront reads their static types from `wire.ts`.
 */

/** `GET /api/pages/{slug}`: HTML the storefront sanitises before display. */
export const InfoPageSchema = Type.Object({ slug: Type.String(), title: Type.String(), html: Type.String(), updated_at: Type.String() });

/** `GET /api/agencies`: the pick-up agencies and their hours, with the server's clock. */
export const AgenciesSchema = Type.Object({
  server_time: Type.String(),
  time_zone: Type.String(),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      town: Type.String(),
      name: Type.String(),
      address: Type.String(),
      telephone: Type.String(),
      opens: Type.String(),
      closes: Type.String(),
      /** ISO weekdays, 1 = Monday … 7 = Sunday. */
      open_days: Type.Array(Type.Integer()),
    }),
  ),
});

/** `POST /api/contact`. */
export const ContactMessageSchema = Type.Object(
  {
    subject: Type.Union([
      Type.Literal('order'),
      Type.Literal('delivery'),
      Type.Literal('payment'),
      Type.Literal('after_sales'),
      Type.Literal('return'),
      Type.Literal('other'),
    ]),
    name: Type.String({ maxLength: 120 }),
    telephone: Type.String({ maxLength: 30 }),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    order_number: Type.Optional(Type.String({ maxLength: 32 })),
    message: Type.String({ maxLength: 3000 }),
  },
  { additionalProperties: false },
);

/** `POST /api/contact`'s answer (201): Magento's message template and the values of its `%name` placeholders. */
export const ContactSentSchema = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  parameters: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

/** `POST gt/quote-request/create`: the shop calls the shopper back (hidden prices, bulk orders, instalments). */
export const QuoteRequestSchema = Type.Object({
  data: Type.Object({
    name: Type.String({ maxLength: 120 }),
    telephone: Type.String({ maxLength: 30 }),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
    items: Type.Optional(
      Type.Array(Type.Object({ sku: Type.String({ minLength: 1, maxLength: 64 }), qty: Type.Optional(Type.Number()) }), { maxItems: 50 }),
    ),
  }),
});

/** `POST gt/quote-request/create`'s answer. */
export const QuoteRequestSentSchema = Type.Object({ success: Type.Boolean(), quote_request_id: Type.Integer(), message: Type.String() });

/** `POST /api/newsletter`: double opt-in, by e-mail. */
export const NewsletterRequestSchema = Type.Object({ email: Type.String({ maxLength: 254 }) });

const Status = Type.Union([Type.Literal('programmed'), Type.Literal('in_progress'), Type.Literal('ended')]);

/** `GET /api/auctions/events`: the auctions of the last week and to come, with the server's clock. */
export const AuctionListSchema = Type.Object({
  server_time: Type.String(),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      status: Status,
      /** Magento time, UTC: `2026-11-27 14:00:00`. */
      starts_at: Type.String(),
      ends_at: Type.String(),
      starting_price: Type.Number(),
      current_offer: Type.Number(),
      /** The bid increment in FCFA (spec: marge). */
      marge: Type.Number(),
      next_min_bid: Type.Number(),
      bids_count: Type.Integer(),
      last_bids: Type.Array(Type.Object({ bidder_name: Type.String(), bidding_price: Type.Number(), created_at: Type.String() })),
      winner: Type.Optional(Type.Object({ bidder_name: Type.String(), bidding_price: Type.Number() })),
      product: Type.Object({
        id: Type.Integer(),
        sku: Type.String(),
        name: Type.String(),
        price: Type.Number(),
        url_key: Type.String(),
        image: Type.Union([Type.String(), Type.Null()]),
      }),
    }),
  ),
});

/** `POST /api/auctions/bids`. The customer id counts only when the request's token proves it. */
export const BidRequestSchema = Type.Object({
  bidder_name: Type.String({ maxLength: 120 }),
  bidder_phone_number: Type.String({ maxLength: 30 }),
  bidding_price: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  magento_user_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 12 }), Type.Null()])),
  product_id: Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]),
});

/** `POST /api/auctions/bids`'s answer: the bid as recorded, now the current offer. */
export const BidPlacedSchema = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    auction_id: Type.Integer(),
    product_id: Type.Integer(),
    bidding_price: Type.Number(),
    current_offer: Type.Number(),
    next_min_bid: Type.Number(),
    marge: Type.Number(),
    created_at: Type.String(),
  }),
});

/** `GET /api/quiz`: the questions without their answers (scoring is the server's). */
export const QuizSchema = Type.Object({
  locale: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
  total: Type.Integer(),
  questions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      position: Type.Integer(),
      type: Type.Union([Type.Literal('choice'), Type.Literal('text')]),
      question: Type.String(),
      choices: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() })),
    }),
  ),
});

/** `POST /api/quiz/answers`: a choice or a typed answer per question. */
export const QuizAnswersRequestSchema = Type.Object({
  answers: Type.Array(
    Type.Object({
      question_id: Type.Integer({ minimum: 1 }),
      choice_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
      text: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});

/** `POST /api/quiz/answers`'s answer: the score and each answer's verdict. */
export const QuizResultSchema = Type.Object({
  correct: Type.Integer(),
  total: Type.Integer(),
  answered: Type.Integer(),
  score: Type.Integer(),
  results: Type.Array(Type.Object({ question_id: Type.Integer(), correct: Type.Boolean() })),
});
