import type { Static } from 'typebox';
import type {
  AttributeDictionariesSchema,
  CategoryListSchema,
  MagentoCategorySchema,
  MagentoProductSchema,
  ProductSearchResultSchema,
} from './catalog-schema';
import type { AddCartItemSchema, CartItemSchema, CartTotalsSchema } from './cart-schema';
import type {
  CheckoutCommentRequestSchema,
  EstimateShippingRequestSchema,
  HomeDeliveryRequestSchema,
  OrderCustomAttributesRequestSchema,
  PaymentInformationRequestSchema,
  ShippingInformationRequestSchema,
  TotalsInformationRequestSchema,
} from './checkout-schema';
import type { CodePasswordResetRequestSchema, CodeSentSchema, CodeVerifiedSchema, CredentialsSchema, PhoneProofSchema, SessionTokensSchema, TokenPasswordResetRequestSchema } from './auth-schema';
import type {
  AgenciesSchema,
  AuctionListSchema,
  BidPlacedSchema,
  BidRequestSchema,
  ContactMessageSchema,
  ContactSentSchema,
  InfoPageSchema,
  QuizAnswersRequestSchema,
  QuizResultSchema,
  QuizSchema,
  QuoteRequestSchema,
  QuoteRequestSentSchema,
} from './content-schema';
import type { CampaignPageSchema, LiveCampaignsSchema } from './campaign-schema';
import type {
  JoinPrimeRequestSchema,
  NoticesSeenRequestSchema,
  PrimeMemberSchema,
  PrimeStatusSchema,
  PrivateSalesSchema,
  ProgrammeSchema,
} from './prime-schema';
import type { OrderListSchema, OrderSchema } from './order-schema';
import type { CloseAccountRequestSchema, CustomerSchema, CustomerUpdateRequestSchema, SignUpRequestSchema } from './customer-schema';
import type {
  ClueAnswerRequestSchema,
  GameEntryRequestSchema,
  GameKindSchema,
  GamePageSchema,
  GamePlayerRequestSchema,
  MyPredictionsSchema,
  MyPrizesSchema,
  MysteryGuessRequestSchema,
  MysteryGuessSchema,
  PredictionJoinSchema,
  PredictionsRequestSchema,
  SpinResultSchema,
  TombolaTicketsSchema,
  TreasureJoinSchema,
  TreasureProgressSchema,
  WhackEntryRequestSchema,
  WhackEntrySchema,
  WhackScoreRequestSchema,
} from './games-schema';
import type { SearchConfigSchema, SearchDocumentSchema } from './search-schema';
import type { CartShippingMethodsSchema, ProductShippingEstimateSchema, TownListSchema } from './logistics-schema';

/**
 * Shapes that travel between the back end and the storefront, declared once: the back end
 * builds them, the remotes read them. A shape declared as a schema (`*-schema.ts`, which the back
 * end validates with) is read here as its static type: type imports only, so this module, which
 * `@shop/shared`'s index re-exports into the browser, never pulls TypeBox in.
 */

/** Magento's product (`GET products`, `products/{sku}`); a listing's items carry its card fields only. */
export type MagentoProduct = Static<typeof MagentoProductSchema>;
export type MagentoCustomAttribute = NonNullable<MagentoProduct['custom_attributes']>[number];
export type MagentoMediaEntry = NonNullable<MagentoProduct['media_gallery_entries']>[number];
export type MagentoCustomOption = NonNullable<MagentoProduct['options']>[number];
export type ProductSearchResult = Static<typeof ProductSearchResultSchema>;
export type MagentoCategory = Static<typeof MagentoCategorySchema>;
export type CategoryListResult = Static<typeof CategoryListSchema>;
/** `GET gt/attributes/dictionaries`. */
export type Dictionaries = Static<typeof AttributeDictionariesSchema>;

/**
 * The `fields` selector the storefront's category pages send with every product list (what a
 * product card shows). The back end renders every product under it while it warms up, so a
 * listing on a large catalogue does not meet products never rendered under it: one constant for
 * both sides.
 */
export const STOREFRONT_LISTING_FIELDS =
  'items[id,sku,name,price,type_id,status,visibility,created_at,custom_attributes,media_gallery_entries,extension_attributes[stock_item[is_in_stock]]],total_count';

/** Magento's cart line as `POST`/`PUT …/items` answer it. */
export type MagentoCartItem = NonNullable<Static<typeof CartItemSchema>>;
/** Magento's `cart-totals`, its lines and its segments (subtotal, shipping, discount, guarantee, grand total). */
export type CartTotals = Static<typeof CartTotalsSchema>;
export type CartTotalsItem = CartTotals['items'][number];
export type TotalSegment = CartTotals['total_segments'][number];
/** The options chosen for a cart line (custom options, a configurable's values, a bundle's selections, the guarantee). */
export type CartProductOption = NonNullable<Static<typeof AddCartItemSchema>['cartItem']['product_option']>;

/** Checkout requests (`carts/…/estimate-shipping-methods`, `shipping-information`, `totals-information`, `set-payment-information`, `payment-information`, `set-order-custom-attributes`, Amasty's comment). */
export type EstimateShippingRequest = Static<typeof EstimateShippingRequestSchema>;
export type ShippingInformationRequest = Static<typeof ShippingInformationRequestSchema>;
export type TotalsInformationRequest = Static<typeof TotalsInformationRequestSchema>;
export type PaymentInformationRequest = Static<typeof PaymentInformationRequestSchema>;
export type OrderCustomAttributesRequest = Static<typeof OrderCustomAttributesRequestSchema>;
export type CheckoutCommentRequest = Static<typeof CheckoutCommentRequestSchema>;
/** `POST /api/orders/{id}/home-delivery`. */
export type HomeDeliveryRequest = Static<typeof HomeDeliveryRequestSchema>;

/** A customer as Magento's `customers/me` (and sign-up, and a profile update) returns it. */
export type Customer = Static<typeof CustomerSchema>;
/** An entry of the customer's address book. */
export type CustomerAddress = NonNullable<Customer['addresses']>[number];

/** What `PUT customers/me` may change; absent fields (and an absent address list) are kept. */
export type CustomerChanges = Static<typeof CustomerUpdateRequestSchema>['customer'];
/** `DELETE /api/customers/me`. */
export type CloseAccountRequest = Static<typeof CloseAccountRequestSchema>;

/** `POST /api/auth/login` (and Magento's `integration/customer/token`). */
export type Credentials = Static<typeof CredentialsSchema>;
/** `POST /api/auth/password-reset` (by code) and Magento's `customers/resetPassword` (by the e-mailed token). */
export type CodePasswordResetRequest = Static<typeof CodePasswordResetRequestSchema>;
export type TokenPasswordResetRequest = Static<typeof TokenPasswordResetRequestSchema>;
/** `POST customers`: sign-up by e-mail or by telephone. */
export type SignUpRequest = Static<typeof SignUpRequestSchema>;
/** What a login, a refresh and a password reset by code answer (`/api/auth/*`). */
export type SessionTokens = Static<typeof SessionTokensSchema>;
/** `POST /api/auth/code`'s answer. */
export type CodeSent = Static<typeof CodeSentSchema>;
/** `POST /api/auth/verify`'s answer: signed in when an account has this address. */
export type CodeVerified = Static<typeof CodeVerifiedSchema>;
/** `POST /api/phone-proofs`'s answer: a guest's proof of a telephone, sent as `X-Phone-Proof`. */
export type PhoneProof = Static<typeof PhoneProofSchema>;

/** `GET /api/pages/{slug}`: its `html` is untrusted until sanitised. */
export type InfoPage = Static<typeof InfoPageSchema>;
/** `GET /api/agencies`. */
export type AgencyList = Static<typeof AgenciesSchema>;
export type Agency = AgencyList['items'][number];
/** `POST /api/contact` and its answer. */
export type ContactMessage = Static<typeof ContactMessageSchema>;
export type ContactSubject = ContactMessage['subject'];
export type ContactSent = Static<typeof ContactSentSchema>;
/** `POST gt/quote-request/create` and its answer. */
export type QuoteRequest = Static<typeof QuoteRequestSchema>['data'];
export type QuoteRequestSent = Static<typeof QuoteRequestSentSchema>;
/** `GET /api/auctions/events`. */
export type AuctionList = Static<typeof AuctionListSchema>;
export type Auction = AuctionList['data'][number];
/** `POST /api/auctions/bids` and its answer. */
export type Bid = Static<typeof BidRequestSchema>;
export type BidPlaced = Static<typeof BidPlacedSchema>;
/** `GET /api/quiz` (no answers in it), `POST /api/quiz/answers` and the server's score. */
export type Quiz = Static<typeof QuizSchema>;
export type QuizAnswersRequest = Static<typeof QuizAnswersRequestSchema>;
export type QuizAnswer = QuizAnswersRequest['answers'][number];
export type QuizOutcome = Static<typeof QuizResultSchema>;

/** `GET gt/towns/list`: the towns the shop delivers to, with their quarters. */
export type Town = Static<typeof TownListSchema>[number];
export type Quarter = Town['quarters'][number];

/** `POST gt/shipping/estimage-product-shipping`'s answer. */
export type ProductShippingEstimate = Static<typeof ProductShippingEstimateSchema>;
/** One way to receive a product, in the product page's estimate. */
export type ProductShippingMethod = ProductShippingEstimate['methods'][number];

/** Magento's shipping-method-interface for a cart (`estimate-shipping-methods`), with the shop's delivery figures. */
export type CartShippingMethod = Static<typeof CartShippingMethodsSchema>[number];

/** One product as the search index holds it (the same documents are pushed to Meilisearch). */
export type SearchDocument = Static<typeof SearchDocumentSchema>;
/** `GET /api/search-config`: the search host, its public search-only key and the index of each locale. */
export type SearchConfig = Static<typeof SearchConfigSchema>;

/** `GET /api/campaigns`: the campaigns whose page exists now. */
export type LiveCampaign = Static<typeof LiveCampaignsSchema>['items'][number];
/** `GET /api/campaigns/{slug}`: the campaign, its state and one page of its products (null once it has ended). */
export type CampaignPage = Static<typeof CampaignPageSchema>;
export type Campaign = CampaignPage['campaign'];
export type CampaignProductPage = NonNullable<CampaignPage['products']>;
/** One product as a campaign page shows it. */
export type CampaignProduct = CampaignProductPage['items'][number];
/** The campaign managers' `POST /api/admin/campaigns` and `PATCH /api/admin/campaigns/{slug}` bodies. */

/** Magento's sales order as `GET orders/{id}`, `guest-orders/{id}` and `GET orders` send it. */
export type Order = Static<typeof OrderSchema>;
/** A line of the order. */
export type OrderItem = Order['items'][number];
/** An address of the order (billing, or the shipping assignment's). */
export type OrderAddress = NonNullable<Order['billing_address']>;
/** A chosen option of an order or cart line in words ("Couleur" / "Noir"). */
export type LineOptionLabel = NonNullable<NonNullable<OrderItem['extension_attributes']>['option_labels']>[number];
/** `GET orders`. */
export type OrderList = Static<typeof OrderListSchema>;

/** `GET /api/prime/programme`. */
export type Programme = Static<typeof ProgrammeSchema>;
/** `POST /api/prime/join` and `GET /api/prime/me` for a member. */
export type PrimeMember = Static<typeof PrimeMemberSchema>;
export type PrimeStatus = Static<typeof PrimeStatusSchema>;
export type PrimeNotice = PrimeMember['notices'][number];
/** `POST /api/prime/join`, `POST /api/prime/notices/seen`. */
export type JoinPrimeRequest = Static<typeof JoinPrimeRequestSchema>;
export type NoticesSeenRequest = Static<typeof NoticesSeenRequestSchema>;
/** `GET /api/prime/private-sales`: the sales open to the member, and how many higher tiers keep to themselves. */
export type PrivateSales = Static<typeof PrivateSalesSchema>;
export type PrivateSale = PrivateSales['open'][number];

/** `GET /api/games/{kind}`: what a game's page shows now (the kind's own fields once it runs). */
export type GameKind = Static<typeof GameKindSchema>;
export type GamePageWire = Static<typeof GamePageSchema>;
/** Game requests: joining a game, a mystery guess, a player's key, predictions, a clue's answer, whack-a-mole's entry and score. */
export type GameEntryRequest = Static<typeof GameEntryRequestSchema>;
export type MysteryGuessRequest = Static<typeof MysteryGuessRequestSchema>;
export type GamePlayerRequest = Static<typeof GamePlayerRequestSchema>;
export type PredictionsRequest = Static<typeof PredictionsRequestSchema>;
export type ClueAnswerRequest = Static<typeof ClueAnswerRequestSchema>;
export type WhackEntryRequest = Static<typeof WhackEntryRequestSchema>;
export type WhackScoreRequest = Static<ReturnType<typeof WhackScoreRequestSchema>>;
/** Game answers. */
export type SpinResultWire = Static<typeof SpinResultSchema>;
export type GameCoupon = SpinResultWire['coupon'];
export type TombolaTicketsWire = Static<typeof TombolaTicketsSchema>;
export type PredictionJoin = Static<typeof PredictionJoinSchema>;
export type MyPredictions = Static<typeof MyPredictionsSchema>;
export type MysteryGuess = Static<typeof MysteryGuessSchema>;
export type TreasureJoin = Static<typeof TreasureJoinSchema>;
export type TreasureProgressWire = Static<typeof TreasureProgressSchema>;
export type WhackEntryWire = Static<typeof WhackEntrySchema>;
export type MyPrizes = Static<typeof MyPrizesSchema>;
/** A prize the customer won in a game: a single-use coupon. */
export type GamePrize = MyPrizes['items'][number];
