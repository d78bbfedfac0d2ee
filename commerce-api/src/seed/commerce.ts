import { createMessenger } from '../messaging/messenger.ts';
import type { DataAccess } from '../repositories.ts';
import { defaultConfig } from '../config.ts';
import { NO_READER, type AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { Executor } from '../db/store.ts';
import { insertRows } from './write.ts';
import { attribute, listedSimpleProducts, type ListedProduct } from './picks.ts';
import { magentoTime } from '../auth/clock.ts';
import { fairDraw } from '../games/lib/draw.ts';
import { hashPasswordSync } from '../auth/password.ts';
import { addItem, createCustomerCart, findCart } from '../carts/store.ts';
import { cleanAddress } from '../customers/address.ts';
import { placeOrder } from '../orders/place.ts';

/** Documented in commerce-api/README.md: keep them in step. */
export const DEMO_CUSTOMER = {
  email: 'demo@boutique.cm',
  password: 'Demo1234!',
  telephone: '690000001',
  firstname: 'Aïcha',
  lastname: 'Ngono',
} as const;

export const COUPONS = [
  { code: 'NOEL10', type: 'percent', amount: 10, min: 0, from: '2024-01-01 00:00:00', to: null, fr: 'Noël : 10 % de remise', en: 'Christmas: 10% off' },
  { code: 'BIENVENUE5000', type: 'fixed', amount: 5000, min: 25_000, from: null, to: null, fr: 'Bienvenue : 5 000 FCFA offerts dès 25 000 FCFA', en: 'Welcome: 5,000 FCFA off from 25,000 FCFA' },
  { code: 'BLACKFRIDAY20', type: 'percent', amount: 20, min: 100_000, from: null, to: null, fr: 'Black Friday : 20 % dès 100 000 FCFA', en: 'Black Friday: 20% from 100,000 FCFA' },
  { code: 'CAN2024', type: 'percent', amount: 15, min: 0, from: '2024-01-13 00:00:00', to: '2024-02-11 23:59:59', fr: 'CAN 2024 (expiré)', en: 'AFCON 2024 (expired)' },
] as const;

export const GAME_CODE = 'RENE-TAUPE-2026';

const QUIZ: { fr: string; en: string; choices?: [string, string, boolean][]; accepted?: string[] }[] = [
  { fr: 'Quelle est la capitale politique du Cameroun ?', en: 'What is the political capital of Cameroon?', choices: [['Douala', 'Douala', false], ['Yaoundé', 'Yaoundé', true], ['Garoua', 'Garoua', false], ['Bamenda', 'Bamenda', false]] },
  { fr: 'Dans quelles villes pouvez-vous retirer votre commande gratuitement en agence ?', en: 'In which towns can you collect your order free of charge at an agency?', choices: [['Douala, Yaoundé et Ngaoundéré', 'Douala, Yaoundé and Ngaoundéré', true], ['Douala et Kribi', 'Douala and Kribi', false], ['Yaoundé et Bafoussam', 'Yaoundé and Bafoussam', false], ['Seulement à Douala', 'Only in Douala', false]] },
  { fr: 'Combien de temps gardons-nous une commande à retirer en agence après la date choisie ?', en: 'How long do we keep a pick-up order after the chosen date?', choices: [['24 heures', '24 hours', false], ['48 heures', '48 hours', true], ['Une semaine', 'One week', false]] },
  { fr: 'Quelle est la monnaie utilisée sur la boutique ?', en: 'Which currency does the shop use?', choices: [['Le naira', 'The naira', false], ['Le franc CFA (FCFA)', 'The CFA franc (FCFA)', true], ["L'euro", 'The euro', false]] },
  { fr: "Par quel chiffre commence un numéro de mobile camerounais (sans l'indicatif +237) ?", en: 'Which digit does a Cameroonian mobile number start with (without +237)?', accepted: ['6', 'six'] },
  { fr: "Quel est le surnom de l'équipe nationale de football du Cameroun ?", en: "What is the nickname of Cameroon's national football team?", choices: [['Les Éléphants', 'The Elephants', false], ['Les Lions indomptables', 'The Indomitable Lions', true], ['Les Super Eagles', 'The Super Eagles', false], ['Les Aigles', 'The Eagles', false]] },
  { fr: 'Quel moyen de paiement ne propose-t-on PAS ?', en: 'Which payment method do we NOT offer?', choices: [['Mobile Money', 'Mobile Money', false], ['Paiement à la livraison', 'Cash on delivery', false], ['Chèque bancaire', 'Bank cheque', true], ['Paiement en tranches', 'Pay in installments', false]] },
  { fr: 'Quel fleuve traverse la ville de Douala ?', en: 'Which river flows through Douala?', accepted: ['wouri', 'le wouri', 'the wouri'] },
  { fr: 'Combien de niveaux compte le programme de fidélité Prime ?', en: 'How many tiers does the Prime loyalty programme have?', choices: [['2', '2', false], ['3', '3', false], ['4', '4', true], ['5', '5', false]] },
  { fr: 'En quel mois a lieu le Black Friday ?', en: 'In which month is Black Friday?', choices: [['Septembre', 'September', false], ['Novembre', 'November', true], ['Décembre', 'December', false]] },
];

/**
 * Commerce seed: coupons, the demo customer with one placed order (through the real checkout
 * code, so it is a true order with its stock taken), a running whack-a-mole code, auctions
 * around `now` and the quiz. Runs after the catalogue seed, in its transaction `tx`: `access` is
 * bound to it, so the order is placed within it; `db` is the checkout's `ctx.db` (the SQLite
 * connection, or on PostgreSQL the stand-in that refuses to be used).
 */
export async function seedCommerce(tx: Executor, db: Db, access: DataAccess, now: Date = new Date()): Promise<void> {
  const ctx: AppContext = {
    db,
    ...access,
    config: { ...defaultConfig({}), mode: 'development' },
    now: () => now,
    draw: fairDraw,
    // The seed places its demo order through the real checkout, which sends nothing.
    messenger: createMessenger([]),
    reader: NO_READER,
  };
  const at = (days: number) => magentoTime(new Date(now.getTime() + days * 86_400_000));

  await insertRows(
    tx,
    'coupons',
    COUPONS.map((c) => ({ code: c.code, type: c.type, amount: c.amount, min_subtotal: c.min, starts_at: c.from, ends_at: c.to, is_active: 1, label_fr: c.fr, label_en: c.en })),
  );

  // A fixed salt keeps the seed byte-for-byte reproducible; real sign-ups get a random one.
  const hash = hashPasswordSync(DEMO_CUSTOMER.password, Buffer.from('demo-boutique-cm'));
  const created = at(-120);
  const { id: customerId } = await tx
    .insertInto('customers')
    .values({
      email: DEMO_CUSTOMER.email, telephone: DEMO_CUSTOMER.telephone, firstname: DEMO_CUSTOMER.firstname, lastname: DEMO_CUSTOMER.lastname, password_hash: hash,
      attributes: JSON.stringify({ town: 'Douala', whatsapp_number: DEMO_CUSTOMER.telephone }), email_verified_at: created, phone_verified_at: created, created_at: created, updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const listed = await listedSimpleProducts(tx);
  const product = listed.find(
    (p) => (p.qty ?? 0) >= 5 && p.inStock && p.price >= 20_000 && p.price <= 200_000 && (attribute(p, 'hide_price') ?? '1') !== '0' && (attribute(p, 'is_on_flash_sale') ?? '0') !== '1',
  )?.sku;
  if (product) {
    await createCustomerCart(ctx, customerId);
    const cart = await findCart(ctx, { kind: 'mine', customerId });
    await addItem(ctx, cart, product, 1, undefined, 'fr');
    const { id: quarterId } = await tx
      .selectFrom('quarters as q')
      .innerJoin('towns as t', 't.id', 'q.town_id')
      .select('q.id')
      .where('t.name', '=', 'Douala')
      .where('q.name', '=', 'Bonamoussadi')
      .executeTakeFirstOrThrow();
    const address = await cleanAddress(ctx, { firstname: DEMO_CUSTOMER.firstname, lastname: DEMO_CUSTOMER.lastname, country_id: 'CM', city: 'Douala', telephone: DEMO_CUSTOMER.telephone, street: ['Bonamoussadi'], fax: String(quarterId), postcode: '-' });
    const details = { shipping_address: JSON.stringify(address), billing_address: JSON.stringify(address), shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home', comment: 'Appeler avant la livraison, merci.' };
    await ctx.repos.carts.saveDetails(cart.id, details, magentoTime(now));
    await placeOrder(ctx, { kind: 'mine', customerId }, { paymentMethod: { method: 'cashondelivery' }, source: 'WEBSITE', locale: 'fr' });
  }

  await insertRows(tx, 'game_codes', [
    { code: 'RENE-TAUPE-2025', name: 'René la taupe 2025', starts_at: '2025-11-01 00:00:00', ends_at: '2025-12-31 23:59:59', login_required: 0, is_active: 1 },
    { code: GAME_CODE, name: 'René la taupe', starts_at: at(-7), ends_at: at(60), login_required: 0, is_active: 1 },
  ]);

  // Auctions: one running (with bids), one programmed, one just ended with a winner.
  const pick = (where: (p: ListedProduct) => boolean, offset: number) => listed.filter(where)[offset];
  const auctions: { product?: { id: number; price: number }; fr: string; en: string; from: number; to: number; marge: number; bids: [string, string, number][] }[] = [
    { product: pick((p) => attribute(p, 'marque') === 'Samsung' && p.price > 100_000, 0), fr: 'Enchère du week-end', en: 'Weekend auction', from: -1, to: 3, marge: 1000, bids: [['Paul Essomba', '677112233', 1], ['Chantal Mballa', '699334455', 3], ['Paul Essomba', '677112233', 5]] },
    { product: pick((p) => p.price > 150_000, 3), fr: 'Enchère de la semaine prochaine', en: "Next week's auction", from: 5, to: 8, marge: 2500, bids: [] },
    { product: pick((p) => p.price > 50_000, 7), fr: 'Enchère terminée', en: 'Finished auction', from: -6, to: -1, marge: 500, bids: [['Ibrahim Bello', '655667788', 2], ['Grace Tabi', '670998877', 4]] },
  ];
  for (const a of auctions) {
    if (!a.product) continue;
    const start = Math.max(a.marge, Math.round((a.product.price * 0.3) / a.marge) * a.marge);
    const { id } = await tx
      .insertInto('auctions')
      .values({ product_id: a.product.id, title_fr: a.fr, title_en: a.en, starting_price: start, marge: a.marge, starts_at: at(a.from), ends_at: at(a.to) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRows(
      tx,
      'bids',
      a.bids.map(([name, phone, steps], i) => ({ auction_id: id, bidder_name: name, bidder_phone_number: phone, bidding_price: start + steps * a.marge, created_at: at(a.from + (i + 1) * 0.1) })),
    );
  }

  for (const [position, q] of QUIZ.entries()) {
    const { id } = await tx
      .insertInto('quiz_questions')
      .values({ position: position + 1, kind: q.choices ? 'choice' : 'text', text_fr: q.fr, text_en: q.en, accepted_answers: JSON.stringify(q.accepted ?? []) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRows(tx, 'quiz_choices', (q.choices ?? []).map(([fr, en, correct], i) => ({ question_id: id, position: i + 1, text_fr: fr, text_en: en, is_correct: correct ? 1 : 0 })));
  }
}
