/**
 * The database's tables as Kysely sees them, generated from the migrated SQLite schema by
 * kysely-codegen (`npx kysely-codegen --dialect sqlite --url <migrated.sqlite> --out-file tables.ts`),
 * then INTEGER PRIMARY KEY rowids made non-null. `tables.test.ts` fails when a migration adds, drops or renames
 * a column without this file following.
 */
import type { ColumnType } from 'kysely';

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export interface AccountDeletions {
  created_at: string;
  id: Generated<number>;
  reason: string;
  reason_code: string | null;
}

export interface Agencies {
  address_en: string;
  address_fr: string;
  closes: string;
  id: Generated<number>;
  name: string;
  open_days: string;
  opens: string;
  position: Generated<number>;
  telephone: string;
  town: string;
}

export interface AttributeOptions {
  attribute_code: string;
  label_en: string;
  label_fr: string;
  option_id: number;
  sort_order: Generated<number>;
  swatch: string | null;
}

export interface Auctions {
  ends_at: string;
  id: Generated<number>;
  marge: number;
  product_id: number;
  starting_price: number;
  starts_at: string;
  title_en: string;
  title_fr: string;
}

export interface BestSelections {
  category_id: number;
  position: Generated<number>;
}

export interface Bids {
  auction_id: number;
  bidder_name: string;
  bidder_phone_number: string;
  bidding_price: number;
  created_at: string;
  customer_id: number | null;
  id: Generated<number>;
}

export interface Campaigns {
  color_accent: string;
  color_background: string;
  color_text: string;
  created_at: string;
  ends_at: string;
  hero_image: string | null;
  id: Generated<number>;
  kind: Generated<string>;
  selection: string;
  slug: string;
  sort_direction: string;
  sort_field: string;
  starts_at: string;
  state: Generated<string>;
  text_en: Generated<string>;
  text_fr: Generated<string>;
  title_en: string;
  title_fr: string;
  updated_at: string;
}

export interface CampaignSeeds {
  name: string | null;
  seeded_at: string;
}

export interface CartItems {
  cart_id: number;
  created_at: string;
  id: Generated<number>;
  parent_product_id: number;
  product_id: number;
  product_option: Generated<string>;
  qty: number;
}

export interface Carts {
  billing_address: string | null;
  comment: string | null;
  coupon_code: string | null;
  created_at: string;
  customer_id: number | null;
  email: string | null;
  id: Generated<number>;
  is_active: Generated<number>;
  masked_id: string | null;
  order_custom_attributes: string | null;
  order_id: number | null;
  payment_data: string | null;
  payment_method: string | null;
  shipping_address: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  updated_at: string;
}

export interface CatalogVersion {
  id: Generated<number>;
  sales_version: Generated<number>;
  stock_version: number;
  version: number;
}

export interface Categories {
  created_at: Generated<string>;
  id: Generated<number>;
  include_in_menu: Generated<number>;
  is_active: Generated<number>;
  level: Generated<number>;
  name_en: string;
  name_fr: string;
  parent_id: number | null;
  position: Generated<number>;
  url_key: string;
}

export interface ContactMessages {
  created_at: string;
  customer_id: number | null;
  email: string | null;
  id: Generated<number>;
  locale: string;
  message: string;
  name: string;
  order_number: string | null;
  subject: string;
  telephone: string;
}

export interface ContentSeed {
  id: Generated<number>;
  seeded_at: string;
}

export interface Coupons {
  amount: number;
  code: string | null;
  ends_at: string | null;
  is_active: Generated<number>;
  label_en: string;
  label_fr: string;
  min_subtotal: Generated<number>;
  starts_at: string | null;
  type: string;
}

export interface CustomerAddresses {
  address: string;
  created_at: string;
  customer_id: number;
  default_billing: Generated<number>;
  default_shipping: Generated<number>;
  id: Generated<number>;
}

export interface Customers {
  attributes: Generated<string>;
  created_at: string;
  email: string | null;
  email_verified_at: string | null;
  firstname: string;
  id: Generated<number>;
  lastname: string;
  password_hash: string;
  phone_verified_at: string | null;
  telephone: string | null;
  updated_at: string;
}

export interface CustomerTokens {
  created_at: number;
  customer_id: number;
  expires_at: number;
  family_id: number | null;
  id: Generated<number>;
  refresh_expires_at: number | null;
  refresh_hash: string | null;
  revoked_at: number | null;
  token_hash: string;
}

export interface GameClueFinds {
  clue_id: number;
  entry_id: number;
  found_at: string;
}

export interface GameClues {
  answers: string;
  code: string;
  id: Generated<number>;
  position: number;
  riddle_en: string;
  riddle_fr: string;
}

export interface GameCodes {
  code: string | null;
  ends_at: string;
  is_active: Generated<number>;
  kind: Generated<string>;
  login_required: Generated<number>;
  name: string;
  settings: Generated<string>;
  starts_at: string;
  title_en: Generated<string>;
}

export interface GameCoupons {
  coupon_code: string | null;
  created_at: string;
  customer_id: number | null;
  entry_id: number;
}

export interface GameEntries {
  code: string;
  coupon_code: string | null;
  created_at: string;
  customer_id: number | null;
  id: Generated<number>;
  is_updated: Generated<number>;
  nom: string;
  order_number: string;
  play_sessions: Generated<number>;
  play_started_at: number | null;
  play_token_hash: string | null;
  prize_id: number | null;
  score: Generated<number>;
  tel: string;
  updated_at: string;
}

export interface GameFixtures {
  away_en: string;
  away_fr: string;
  away_score: number | null;
  code: string;
  home_en: string;
  home_fr: string;
  home_score: number | null;
  id: Generated<number>;
  kickoff_at: string;
  stage_en: string;
  stage_fr: string;
}

export interface GameGuesses {
  correct: number;
  created_at: string;
  entry_id: Generated<number>;
  product_id: number;
}

export interface GameMystery {
  candidates: string;
  code: string | null;
  coupon_days: Generated<number>;
  discount_percent: number;
  product_id: number;
}

export interface GameMysteryHints {
  code: string;
  hint_en: string;
  hint_fr: string;
  position: number;
  reveal_at: string;
}

export interface GamePredictions {
  away: number;
  created_at: string;
  entry_id: number;
  fixture_id: number;
  home: number;
  id: Generated<number>;
  updated_at: string;
}

export interface GamePrizes {
  code: string;
  color: Generated<string>;
  coupon_amount: number | null;
  coupon_days: Generated<number>;
  coupon_min_subtotal: Generated<number>;
  coupon_type: string | null;
  id: Generated<number>;
  label_en: string;
  label_fr: string;
  position: number;
  stock: number | null;
  weight: number;
}

export interface InfoPages {
  html_en: string;
  html_fr: string;
  slug: string | null;
  title_en: string;
  title_fr: string;
  updated_at: string;
}

export interface NewsletterSubscribers {
  confirm_hash: string;
  confirmed_at: string | null;
  created_at: string;
  email: string | null;
  status: string;
}

export interface OperatorAudit {
  action: string;
  address: Generated<string>;
  at: string;
  id: Generated<number>;
  login: string;
  subject: Generated<string>;
}

export interface Operators {
  created_at: string;
  disabled: Generated<number>;
  id: Generated<number>;
  login: string;
  password_hash: string;
  roles: string;
  updated_at: string;
}

export interface OperatorSessions {
  created_at: number;
  expires_at: number;
  operator_id: number;
  token_hash: string | null;
}

export interface OrderItems {
  discount_amount: Generated<number>;
  id: Generated<number>;
  is_flash_sale: Generated<number>;
  name: string;
  order_id: number;
  original_price: number;
  parent_product_id: number;
  price: number;
  product_id: number;
  product_option: Generated<string>;
  product_type: string;
  qty_ordered: number;
  row_total: number;
  sku: string;
}

export interface Orders {
  billing_address: string;
  cart_id: number;
  comment: string | null;
  coupon_code: string | null;
  created_at: string;
  customer_email: string;
  customer_firstname: string;
  customer_id: number | null;
  customer_lastname: string;
  discount_amount: number;
  discount_description: string | null;
  grand_total: number;
  guarantee_total: Generated<number>;
  id: Generated<number>;
  increment_id: string;
  locale: string;
  masked_id: string;
  order_custom_attributes: Generated<string>;
  payment_info: Generated<string>;
  payment_method: string;
  pickup_date: string | null;
  pickup_deadline: string | null;
  shipping_address: string;
  shipping_amount: number;
  shipping_carrier_code: string;
  shipping_description: string;
  shipping_method_code: string;
  source: string | null;
  state: string;
  status: string;
  subtotal: number;
  telephone: string;
  updated_at: string;
}

export interface OrderStatusHistory {
  actor_id: string | null;
  actor_kind: string;
  comment: string | null;
  created_at: string;
  event: string;
  from_status: string | null;
  id: Generated<number>;
  notified_at: string | null;
  notify: Generated<number>;
  order_id: number;
  state: string;
  status: string;
}

export interface Outbox {
  body: string;
  channel: string;
  created_at: string;
  id: Generated<number>;
  recipient: string;
  subject: string;
}

export interface PaymentAttempts {
  amount: number;
  checked_at: string | null;
  created_at: string;
  ended_at: string | null;
  expires_at: string;
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  open_order_id: number | null;
  order_id: number;
  payer_number: string;
  plan: string | null;
  reason: string | null;
  reference: string | null;
  refund_reference: string | null;
  refunded_at: string | null;
  refunded_by: string | null;
  service: string;
  status: string;
}

export interface PasswordResets {
  customer_id: number;
  expires_at: number;
  id: Generated<number>;
  token_hash: string;
  used_at: number | null;
}

export interface PrimeFreeDelivery {
  min_tier_rank: number;
  product_id: Generated<number>;
}

export interface PrimeMembers {
  card_number: string;
  customer_id: Generated<number>;
  joined_as: string;
  joined_at: string;
  points: Generated<number>;
  referral_code: string;
  referred_by: number | null;
  tier_rank: Generated<number>;
}

export interface PrimeNotices {
  created_at: string;
  customer_id: number;
  id: Generated<number>;
  kind: string;
  points: Generated<number>;
  seen_at: string | null;
  tier_rank: number;
}

export interface PrimePoints {
  created_at: string;
  customer_id: number;
  id: Generated<number>;
  kind: string;
  order_id: number | null;
  points: number;
  referee_id: number | null;
  reversed_at: string | null;
}

export interface PrimePrivateSales {
  ends_at: string;
  exclusive: Generated<number>;
  member_price: number | null;
  min_tier_rank: number;
  product_id: Generated<number>;
  starts_at: string;
}

export interface ProductPictures {
  hash: string;
  height: number;
  image: Buffer;
  product_id: number;
  uploaded_at: string;
  uploaded_by: string;
  width: number;
}

export interface ProductAttributes {
  attribute_code: string | null;
  attribute_id: number;
  frontend_input: Generated<string>;
  label_en: string;
  label_fr: string;
}

export interface ProductCategories {
  category_id: number;
  position: Generated<number>;
  product_id: number;
}

export interface ProductReviews {
  created_at: string;
  customer_id: number;
  detail: string;
  id: Generated<number>;
  locale: string;
  moderated_at: string | null;
  moderated_by: string | null;
  nickname: string;
  order_id: number;
  order_item_id: number;
  product_id: number;
  rating: number;
  status: Generated<string>;
  title: string;
}

export interface Products {
  attribute_set_id: Generated<number>;
  attributes: Generated<string>;
  attributes_en: Generated<string>;
  attributes_fr: Generated<string>;
  created_at: string;
  extension: Generated<string>;
  id: Generated<number>;
  media: Generated<string>;
  name_en: string;
  name_fr: string;
  popularity: Generated<number>;
  price: number;
  sku: string;
  status: Generated<number>;
  type_id: string;
  updated_at: string;
  url_key: string;
  visibility: Generated<number>;
  weight: number | null;
}

export interface Quarters {
  id: Generated<number>;
  name: string;
  town_id: number;
}

export interface QuizChoices {
  id: Generated<number>;
  is_correct: Generated<number>;
  position: number;
  question_id: number;
  text_en: string;
  text_fr: string;
}

export interface QuizQuestions {
  accepted_answers: Generated<string>;
  id: Generated<number>;
  kind: string;
  position: number;
  text_en: string;
  text_fr: string;
}

export interface QuoteRequests {
  created_at: string;
  customer_id: number | null;
  email: string | null;
  id: Generated<number>;
  items: Generated<string>;
  message: string | null;
  name: string;
  telephone: string;
}

export interface RateLimits {
  bucket: string | null;
  hits: number;
  window_start: number;
}

export interface RetiredCustomerIds {
  id: Generated<number>;
}

export interface SchemaMigrations {
  applied_at: string;
  name: string | null;
}

export interface SearchSyncLease {
  expires_at: number;
  holder: string;
  id: Generated<number>;
}

export interface SessionFamilies {
  created_at: number;
  customer_id: number;
  id: Generated<number>;
  revoked_at: number | null;
}

export interface PhoneProofs {
  created_at: number;
  expires_at: number;
  telephone: string;
  token_hash: string;
}

export interface ShopperErrorMinutes {
  bundle: string;
  chunk: Generated<number>;
  failed: Generated<number>;
  last_at: Generated<number>;
  last_message: Generated<string>;
  minute: number;
  remote_load_failed: Generated<number>;
  render: Generated<number>;
  version: string;
  visits: Generated<number>;
}

export interface Stock {
  is_in_stock: Generated<number>;
  product_id: Generated<number>;
  qty: number;
}

export interface StockByTown {
  product_id: number;
  qty: number;
  town_id: number;
}

export interface TombolaDraws {
  code: string | null;
  commitment: string;
  drawn_at: string | null;
  seed: string;
  tickets_digest: string | null;
}

export interface TombolaOrders {
  code: string;
  created_at: string;
  customer_id: number | null;
  id: Generated<number>;
  nom: string;
  order_number: string;
  tel: string;
}

export interface TombolaTickets {
  code: string;
  id: Generated<number>;
  number: string;
  tombola_order_id: number;
}

export interface TombolaWinners {
  code: string;
  coupon_code: string | null;
  prize_id: number;
  rank: number;
  ticket_id: number;
}

export interface Towns {
  has_agency: Generated<number>;
  id: Generated<number>;
  name: string;
  zone: Generated<string>;
}

export interface VerificationCodes {
  attempts: Generated<number>;
  channel: string;
  code_hash: string;
  consumed_at: number | null;
  created_at: number;
  destination: string;
  expires_at: number;
  id: Generated<number>;
  verified_at: number | null;
}

export interface WishlistItems {
  added_at: string;
  customer_id: number;
  product_id: number;
}

export interface DB {
  account_deletions: AccountDeletions;
  agencies: Agencies;
  attribute_options: AttributeOptions;
  auctions: Auctions;
  best_selections: BestSelections;
  bids: Bids;
  campaign_seeds: CampaignSeeds;
  campaigns: Campaigns;
  cart_items: CartItems;
  carts: Carts;
  catalog_version: CatalogVersion;
  categories: Categories;
  contact_messages: ContactMessages;
  content_seed: ContentSeed;
  coupons: Coupons;
  customer_addresses: CustomerAddresses;
  customer_tokens: CustomerTokens;
  customers: Customers;
  game_clue_finds: GameClueFinds;
  game_clues: GameClues;
  game_codes: GameCodes;
  game_coupons: GameCoupons;
  game_entries: GameEntries;
  game_fixtures: GameFixtures;
  game_guesses: GameGuesses;
  game_mystery: GameMystery;
  game_mystery_hints: GameMysteryHints;
  game_predictions: GamePredictions;
  game_prizes: GamePrizes;
  info_pages: InfoPages;
  newsletter_subscribers: NewsletterSubscribers;
  operator_audit: OperatorAudit;
  operator_sessions: OperatorSessions;
  operators: Operators;
  order_items: OrderItems;
  order_status_history: OrderStatusHistory;
  orders: Orders;
  outbox: Outbox;
  password_resets: PasswordResets;
  payment_attempts: PaymentAttempts;
  prime_free_delivery: PrimeFreeDelivery;
  prime_members: PrimeMembers;
  prime_notices: PrimeNotices;
  prime_points: PrimePoints;
  prime_private_sales: PrimePrivateSales;
  product_attributes: ProductAttributes;
  product_categories: ProductCategories;
  product_pictures: ProductPictures;
  product_reviews: ProductReviews;
  products: Products;
  quarters: Quarters;
  quiz_choices: QuizChoices;
  phone_proofs: PhoneProofs;
  quiz_questions: QuizQuestions;
  quote_requests: QuoteRequests;
  rate_limits: RateLimits;
  retired_customer_ids: RetiredCustomerIds;
  schema_migrations: SchemaMigrations;
  search_sync_lease: SearchSyncLease;
  session_families: SessionFamilies;
  shopper_error_minutes: ShopperErrorMinutes;
  stock: Stock;
  stock_by_town: StockByTown;
  tombola_draws: TombolaDraws;
  tombola_orders: TombolaOrders;
  tombola_tickets: TombolaTickets;
  tombola_winners: TombolaWinners;
  towns: Towns;
  verification_codes: VerificationCodes;
  wishlist_items: WishlistItems;
}
