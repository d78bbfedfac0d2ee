import { useId, useState } from 'react';
import { formatPrice, useT, type Locale } from '@shop/shared';
import { guessMystery, type GuessResult } from '../../../api/games';
import { NS } from '../../../i18n/register';
import { EntryForm } from '../../entry/components/entry-form';
import { PrizeCard } from '../../prize/components/prize-card';
import type { GameInfo, MysteryInfo } from '../../schedule/lib/game-page';

/** Choose the product the hints describe, then enter: one guess per order, checked by the server. */
export function MysteryGame({ game, mystery, locale }: { game: GameInfo; mystery: MysteryInfo; locale: Locale }) {
  const { t } = useT(NS);
  const ids = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<GuessResult | null>(null);

  if (result) {
    return (
      <PrizeCard
        heading={result.correct ? t('mystery.right', { product: result.product?.name ?? '', amount: formatPrice(result.discount, locale) }) : t('mystery.wrong')}
        coupon={result.coupon}
        note={result.correct ? undefined : t('mystery.wrong_note')}
        locale={locale}
      />
    );
  }

  const guess = async (fields: { nom: string; tel: string; order_number: string }) => {
    if (choice === null) {
      setMissing(true);
      document.getElementById(`${ids}-choices`)?.focus();
      return;
    }
    setResult(await guessMystery(fields, game.code ?? '', choice, locale));
  };

  return (
    <section className="games-card" aria-labelledby="games-mystery-guess">
      <h2 id="games-mystery-guess" className="games-card__title">
        {t('mystery.guess_title')}
      </h2>
      <p className="games-muted">{t('mystery.guess_intro', { percent: mystery.discountPercent })}</p>
      <div id={`${ids}-choices`} tabIndex={-1} role="radiogroup" aria-labelledby="games-mystery-guess" className="games-choices" aria-invalid={missing || undefined}>
        {mystery.candidates.map((c) => (
          <label key={c.id} className="games-choice">
            <input
              type="radio"
              name={`${ids}-product`}
              checked={choice === c.id}
              onChange={() => {
                setChoice(c.id);
                setMissing(false);
              }}
            />
            <span>{c.name}</span>
          </label>
        ))}
      </div>
      {missing ? (
        <p role="alert" className="games-entry__error">
          {t('mystery.choose')}
        </p>
      ) : null}
      <EntryForm loginRequired={game.loginRequired} submitLabel={t('mystery.submit')} onSubmit={guess} />
    </section>
  );
}
