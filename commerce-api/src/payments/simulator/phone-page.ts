import { formatNumber, type Locale } from '../../http/locale.ts';
import type { PayerAnswer, SimulatedTransaction } from './mesomb-simulator.ts';
import { INSTALLMENT_REFUSALS, type SimulatedInstallment } from './installment-simulator.ts';
import { phoneText, type PhoneTextKey } from './phone-texts.ts';

export type PhoneAnswer = PayerAnswer;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The demo payer's phone: the prompts one number received, newest first, each pending one with
 * its four answers as plain forms (no script: the page works wherever it opens) and a refresh
 * every few seconds so a new prompt appears by itself.
 */
export function phonePage(input: { lang: Locale; payer: string | null; prompts: SimulatedTransaction[]; installments: SimulatedInstallment[]; typed: string }): string {
  const { lang, payer } = input;
  const t = (key: PhoneTextKey, values?: Record<string, string>) => escape(phoneText(lang, key, values));
  const other: Locale = lang === 'fr' ? 'en' : 'fr';
  const query = (l: Locale) => `?${payer ? `payer=${payer}&` : ''}lang=${l}`;
  const items = input.prompts.map((trx) => {
    const service = phoneText(lang, trx.service === 'ORANGE' ? 'service_ORANGE' : 'service_MTN');
    const head = `<p class="prompt">${t('prompt', { service, amount: formatNumber(trx.amount, lang) })}</p>`;
    if (trx.status !== 'PENDING') {
      const key = `status_${trx.outcome ?? 'expired'}` as PhoneTextKey;
      return `<li data-reference="${trx.reference}" data-status="${trx.status}">${head}<p class="outcome">${t(key)}</p></li>`;
    }
    const form = (action: 'approve' | 'decline', label: PhoneTextKey, reason?: string) =>
      `<form method="post" action="/api/dev/mobile-money/${trx.reference}/${action}"><input type="hidden" name="lang" value="${lang}">${reason ? `<input type="hidden" name="reason" value="${reason}">` : ''}<button type="submit" class="${action}">${t(label)}</button></form>`;
    return `<li data-reference="${trx.reference}" data-status="PENDING">${head}<p class="outcome">${t('status_PENDING')}</p><div class="answers">${form('approve', 'approve')}${form('decline', 'decline')}${form('decline', 'insufficient_funds', 'insufficient_funds')}${form('decline', 'wrong_pin', 'wrong_pin')}</div></li>`;
  });
  const plans = input.installments.map((request) => {
    const head = `<p class="prompt">${t('installment_prompt', { amount: formatNumber(request.amount, lang) })}</p>`;
    if (request.status !== 'pending') {
      const outcome = request.status === 'approved' && request.plan
        ? t('installment_approved', { first: formatNumber(request.plan.first_payment, lang), monthly: formatNumber(request.plan.monthly_payment, lang), months: String(request.plan.months) })
        : t(`installment_refused_${request.reason ?? 'not_eligible'}` as PhoneTextKey);
      return `<li data-installment="${request.id}" data-status="${request.status}">${head}<p class="outcome">${outcome}</p></li>`;
    }
    const form = (action: 'approve' | 'refuse', label: PhoneTextKey, reason?: string) =>
      `<form method="post" action="/api/dev/installments/${request.id}/${action}"><input type="hidden" name="lang" value="${lang}">${reason ? `<input type="hidden" name="reason" value="${reason}">` : ''}<button type="submit" class="${action === 'approve' ? 'approve' : 'decline'}">${t(label)}</button></form>`;
    const refusals = INSTALLMENT_REFUSALS.map((reason) => form('refuse', `installment_refuse_${reason}` as PhoneTextKey, reason)).join('');
    return `<li data-installment="${request.id}" data-status="pending">${head}<div class="answers">${form('approve', 'installment_approve')}${refusals}</div></li>`;
  });
  items.push(...plans);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${payer ? '<meta http-equiv="refresh" content="4">' : ''}<title>${t('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:1rem auto;padding:0 1rem;background:#f4f4f4}h1{font-size:1.2rem}ul{list-style:none;padding:0}li{background:#fff;border-radius:.75rem;padding:1rem;margin:.75rem 0;box-shadow:0 1px 3px #0002}.prompt{font-weight:600}.answers{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}button{width:100%;padding:.6rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer}.approve{background:#0a7d32;color:#fff}.decline{background:#ddd}</style>
</head><body>
<h1>${t('title')}</h1><p>${t('intro')}</p><p><a href="/api/dev/mobile-money/phone${query(other)}" hreflang="${other}">${t('other_language')}</a></p>
<form method="get" action="/api/dev/mobile-money/phone"><input type="hidden" name="lang" value="${lang}"><label>${t('number_label')} <input name="payer" inputmode="tel" value="${escape(input.typed)}"></label> <button type="submit">${t('show')}</button></form>
${payer ? (items.length ? `<ul>${items.join('')}</ul>` : `<p>${t('none')}</p>`) : ''}
</body></html>`;
}
