import { defineMessages } from '../http/messages.ts';

/** The games' messages (entry codes, login, order numbers, sessions, scores). */
export const msg = defineMessages({
  game_invalid_code: { fr: 'Code de jeu invalide', en: 'Invalid code' },
  game_login_required: { fr: 'Vous devez être connecté pour jouer à ce jeu', en: 'You need to be logged in to play this game' },
  game_invalid_order_number: { fr: 'Numéro de commande invalide', en: 'Invalid order number' },
  game_order_not_paid: {
    fr: "Cette commande n'est pas encore payée ni confirmée : vous pourrez jouer dès qu'elle le sera.",
    en: 'This order is not paid or confirmed yet: you can play as soon as it is.',
  },
  game_order_used: {
    fr: 'Cette commande a déjà servi à jouer avec un autre numéro.',
    en: 'This order has already been used to play with another number.',
  },
  game_already_played: { fr: 'Votre score a déjà été enregistré : %score.', en: 'Your score has already been recorded: %score.' },
  game_session_invalid: {
    fr: "Cette partie ne vous appartient pas ou est terminée. Rechargez la page pour rejouer.",
    en: 'This game session is not yours or has ended. Reload the page to play.',
  },
  game_score_impossible: {
    fr: 'Score impossible pour le temps joué (%max au plus).',
    en: 'Impossible score for the time played (%max at most).',
  },
  game_already_spun: {
    fr: 'Vous avez déjà tourné la roue pour ce jeu : %prize.',
    en: 'You have already spun the wheel for this game: %prize.',
  },
  tombola_order_outside: {
    fr: "Cette commande a été passée en dehors de la période de la tombola.",
    en: 'This order was placed outside the tombola period.',
  },
  tombola_order_too_small: {
    fr: 'Un ticket par tranche de %amount FCFA de commande : cette commande est trop petite.',
    en: 'One ticket per %amount FCFA of order: this order is too small.',
  },
  prediction_closed: {
    fr: 'Les pronostics sont clos pour %match : le match a commencé.',
    en: 'Predictions are closed for %match: the match has kicked off.',
  },
  prediction_unknown_fixture: { fr: "Le match %id n'existe pas dans ce jeu.", en: 'Match %id is not part of this game.' },
  mystery_not_a_candidate: { fr: "Ce produit ne fait pas partie des réponses possibles.", en: 'This product is not one of the possible answers.' },
  mystery_already_guessed: { fr: 'Vous avez déjà proposé une réponse : %product.', en: 'You have already guessed: %product.' },
  treasure_unknown_clue: { fr: "L'indice %clue n'existe pas dans cette chasse.", en: 'Clue %clue is not part of this hunt.' },
  treasure_wrong_answer: { fr: "Ce n'est pas la bonne réponse. Cherchez encore !", en: 'That is not the right answer. Keep looking!' },
  wheel_coupon_label: { fr: 'Roue de la chance : %prize', en: 'Wheel of fortune: %prize' },
});
