import { Type } from 'typebox';

/**
 * The games on the wire (`/api/games/…`, `/api/whack-a-mole/…`), declared once: the back end
 * validates requests and (outside production) its answers with these schemas, mf-games reads
 * their static types from `wire.ts`.
 */

export const GameKindSchema = Type.Union([
  Type.Literal('whack-a-mole'),
  Type.Literal('wheel'),
  Type.Literal('tombola'),
  Type.Literal('prediction'),
  Type.Literal('mystery'),
  Type.Literal('treasure'),
]);

/** `?locale=` for a game's texts and messages. */
export const GameLocaleQuerySchema = Type.Object({ locale: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) });

const Code = Type.String({ maxLength: 60 });
const Tel = Type.String({ maxLength: 30 });
const PlayToken = Type.String({ minLength: 10, maxLength: 100 });

/** The identity every entry gives: a name, a phone and an order the player placed. */
const entryFields = {
  nom: Type.String({ maxLength: 120 }),
  tel: Tel,
  order_number: Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]),
};

/** Joining a game (`wheel/spin`, `tombola/tickets`, `prediction/join`, `treasure/join`): the identity and the running game's code. */
export const GameEntryRequestSchema = Type.Object({ ...entryFields, code: Code });
/** `POST /api/games/mystery/guess`: an entry and the candidate guessed. */
export const MysteryGuessRequestSchema = Type.Object({ ...entryFields, code: Code, product_id: Type.Integer({ minimum: 1 }) });
/** A player's phone and play token, the key to their predictions or hunt (`prediction/mine`, `treasure/progress`). */
export const GamePlayerRequestSchema = Type.Object({ code: Code, tel: Tel, token: PlayToken });
/** `PUT /api/games/prediction/predictions`. */
export const PredictionsRequestSchema = Type.Object({
  code: Code,
  tel: Tel,
  token: PlayToken,
  predictions: Type.Array(
    Type.Object({ fixture_id: Type.Integer({ minimum: 1 }), home: Type.Integer({ minimum: 0, maximum: 20 }), away: Type.Integer({ minimum: 0, maximum: 20 }) }),
    { minItems: 1, maxItems: 100 },
  ),
});
/** `POST /api/games/treasure/answer`. */
export const ClueAnswerRequestSchema = Type.Object({
  code: Code,
  tel: Tel,
  token: PlayToken,
  clue: Type.Integer({ minimum: 1, maximum: 100 }),
  answer: Type.String({ minLength: 1, maxLength: 100 }),
});
/** `POST /api/whack-a-mole/create` (the legacy API names its code field its own way). */
export const WhackEntryRequestSchema = Type.Object({ ...entryFields, wrack_the_mole_code: Code });
/** `PUT /api/whack-a-mole/update/{tel}`; the score's ceiling is the back end's (`MAX_SCORE`). */
export const WhackScoreRequestSchema = (maxScore: number) =>
  Type.Object({ score: Type.Integer({ minimum: 0, maximum: maxScore }), wrack_the_mole_code: Code, session_token: PlayToken });

/** A prize coupon as the winner is shown it. */
const Coupon = Type.Union([Type.Object({ code: Type.String(), ends_at: Type.String(), min_subtotal: Type.Number() }), Type.Null()]);

/** `POST /api/games/wheel/spin`'s answer: the segment landed on and the coupon it paid, if any. */
export const SpinResultSchema = Type.Object({ position: Type.Integer(), label: Type.String(), won: Type.Boolean(), coupon: Coupon });
/** `POST /api/games/tombola/tickets`'s answer: the tickets issued now and all the player holds. */
export const TombolaTicketsSchema = Type.Object({
  issued: Type.Array(Type.String()),
  tickets: Type.Array(Type.Object({ number: Type.String(), order_number: Type.String() })),
});
const MyPredictions = Type.Array(Type.Object({ fixture_id: Type.Integer(), home: Type.Integer(), away: Type.Integer(), points: Type.Integer() }));
/** `prediction/mine` and `prediction/predictions`: the player's predictions and their points. */
export const MyPredictionsSchema = Type.Object({ predictions: MyPredictions });
/** `POST /api/games/prediction/join`: the play token (given once) and the predictions so far. */
export const PredictionJoinSchema = Type.Object({ tel: Type.String(), token: Type.String(), predictions: MyPredictions });
/** `POST /api/games/mystery/guess`'s answer; a right guess names the product and its coupon. */
export const MysteryGuessSchema = Type.Object({
  correct: Type.Boolean(),
  product: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() })),
  discount: Type.Optional(Type.Number()),
  coupon: Coupon,
});
const treasureProgress = { found: Type.Array(Type.Integer()), total: Type.Integer(), coupon: Coupon };
/** `treasure/progress` and `treasure/answer`: the clues found and the prize once all are. */
export const TreasureProgressSchema = Type.Object(treasureProgress);
/** `POST /api/games/treasure/join`: the play token (given once) and the progress. */
export const TreasureJoinSchema = Type.Object({ tel: Type.String(), token: Type.String(), ...treasureProgress });
/** Whack-a-mole's `create` and `update` answer; `session_token` while the entry is open. */
export const WhackEntrySchema = Type.Object({
  data: Type.Object({ is_updated: Type.Boolean(), score: Type.Integer(), tel: Type.String(), session_token: Type.Optional(Type.String()) }),
});
/** `GET /api/whack-a-mole/active-code`. */
export const WhackActiveCodeSchema = Type.Object({
  has_active: Type.Boolean(),
  active_game: Type.Union([Type.String(), Type.Null()]),
  login_required: Type.Boolean(),
  name: Type.Optional(Type.String()),
  starts_at: Type.Optional(Type.String()),
  ends_at: Type.Optional(Type.String()),
});
/** `GET /api/games/my-prizes`: a logged-in winner's coupons (mf-account's prizes page). */
export const MyPrizesSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      code: Type.String(),
      label: Type.String(),
      /** ISO date-time after which the coupon no longer applies. */
      ends_at: Type.String(),
      /** Cart subtotal the coupon needs, in FCFA (0: none). */
      min_subtotal: Type.Number(),
      /** Still active and not expired (a used coupon is retired by the order that used it). */
      usable: Type.Boolean(),
    }),
  ),
});

const PublicPlayer = { name: Type.String(), tel: Type.String() };

/**
 * `GET /api/games/{kind}`: what the game's page shows now. Every kind sends the schedule; the
 * running or ended game adds its own fields (the whack-a-mole's and the tombola's `rules` differ).
 */
export const GamePageSchema = Type.Object({
  kind: GameKindSchema,
  state: Type.Union([Type.Literal('none'), Type.Literal('programmed'), Type.Literal('in_progress'), Type.Literal('ended')]),
  server_time: Type.String(),
  game: Type.Union([
    Type.Object({
      /** The active code, only while the game runs. */
      code: Type.Union([Type.String(), Type.Null()]),
      title: Type.String(),
      starts_at: Type.String(),
      ends_at: Type.String(),
      login_required: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  // Whack-a-mole.
  rules: Type.Optional(
    Type.Union([
      Type.Object({ round_seconds: Type.Number(), max_hits_per_second: Type.Number() }),
      Type.Object({ fcfa_per_ticket: Type.Integer(), max_tickets_per_order: Type.Integer() }),
    ]),
  ),
  leaderboard: Type.Optional(Type.Array(Type.Object({ rank: Type.Integer(), ...PublicPlayer, score: Type.Integer() }))),
  // Wheel.
  segments: Type.Optional(
    Type.Array(
      Type.Object({
        position: Type.Integer(),
        label: Type.String(),
        color: Type.String(),
        odds: Type.Number(),
        has_prize: Type.Boolean(),
        stock: Type.Union([Type.Integer(), Type.Null()]),
        winners: Type.Integer(),
      }),
    ),
  ),
  // Tombola.
  prizes: Type.Optional(Type.Array(Type.Object({ rank: Type.Integer(), label: Type.String() }))),
  tickets: Type.Optional(Type.Integer()),
  commitment: Type.Optional(Type.String()),
  draw: Type.Optional(Type.Object({ seed: Type.String(), drawn_at: Type.String(), tickets_digest: Type.Union([Type.String(), Type.Null()]) })),
  winners: Type.Optional(Type.Array(Type.Object({ rank: Type.Integer(), ticket: Type.String(), ...PublicPlayer, prize: Type.String() }))),
  // Prediction.
  points: Type.Optional(Type.Object({ exact: Type.Integer(), outcome: Type.Integer() })),
  fixtures: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        stage: Type.String(),
        home: Type.String(),
        away: Type.String(),
        kickoff_at: Type.String(),
        open: Type.Boolean(),
        result: Type.Union([Type.Object({ home: Type.Integer(), away: Type.Integer() }), Type.Null()]),
      }),
    ),
  ),
  ranking: Type.Optional(Type.Array(Type.Object({ rank: Type.Integer(), ...PublicPlayer, points: Type.Integer(), exact: Type.Integer() }))),
  // Mystery product.
  discount_percent: Type.Optional(Type.Number()),
  total_hints: Type.Optional(Type.Integer()),
  hints: Type.Optional(Type.Array(Type.Object({ position: Type.Integer(), text: Type.String() }))),
  next_hint_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  candidates: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))),
  guesses: Type.Optional(Type.Object({ total: Type.Integer(), correct: Type.Integer() })),
  product: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), price: Type.Number() })),
  // Treasure hunt.
  prize: Type.Optional(Type.Object({ amount: Type.Number(), min_subtotal: Type.Number() })),
  clues: Type.Optional(Type.Array(Type.Object({ position: Type.Integer(), riddle: Type.String() }))),
  finishers: Type.Optional(Type.Integer()),
});
