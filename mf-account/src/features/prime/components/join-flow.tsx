import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorRetry, Skeleton, useLocalePath, useT } from '@shop/shared';
import { PRIME_BASE } from '../lib/prime-base';
import { NS } from '../../../i18n/register';
import { cleanReferralCode } from '../lib/prime-view';
import { usePrimeMembership } from '../use-prime-status';
import { JoinButton } from './join-panel';

/**
 * Joining from the programme pages. A visitor first signs up (`new`) or logs in (`old`) through
 * the shop's own pages and comes back here; a logged-in customer joins with one tap (with the
 * referral code from a member's link on the `new` page); a member is sent on to their page.
 */
export function JoinFlow({ mode }: { mode: 'new' | 'old' }) {
  const { t } = useT([NS, 'common']);
  const localise = useLocalePath();
  const location = useLocation();
  const { state, refresh } = usePrimeMembership();
  const [code, setCode] = useState(() => new URLSearchParams(location.search).get('ref') ?? '');
  const trimmed = code.trim();
  const validCode = cleanReferralCode(trimmed);
  const codeError = mode === 'new' && trimmed !== '' && !validCode ? t('prime.join.code_invalid') : null;
  const [joined, setJoined] = useState(false);
  // Coming back from sign-up or login lands here again, with the code the visitor had given.
  const back = mode === 'new' && validCode ? `${location.pathname}?ref=${validCode}` : location.pathname;

  if (state.status === 'loading') return <Skeleton lines={3} />;
  if (state.status === 'error') return <ErrorRetry message={`${t('prime.member.load_failed')} ${state.message ?? t('common:network_error')}`} onRetry={() => refresh()} />;
  if (state.status === 'ready' && state.prime.member) {
    return (
      <div className="prime-section" data-testid="prime-already-member">
        <p>{joined ? t('prime.join.welcome') : t('prime.join.already_member')}</p>
        <Link to={localise('/customer/prime')}>{t('prime.join.go_member_page')}</Link>
      </div>
    );
  }
  const codeField =
    mode === 'new' ? (
      <label className="prime-field">
        <span>{t('prime.join.code_label')}</span>
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={20}
          autoComplete="off"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'prime-code-error' : undefined}
          data-testid="prime-referral-input"
        />
        {codeError ? <p id="prime-code-error" className="prime-field__error">{codeError}</p> : null}
      </label>
    ) : null;

  if (state.status === 'guest') {
    const target = mode === 'new' ? `/signup?redirect=${encodeURIComponent(back)}` : `/login?redirect=${encodeURIComponent(back)}`;
    return (
      <div className="prime-section">
        <p>{mode === 'new' ? t('prime.join.new_guest') : t('prime.join.old_guest')}</p>
        {codeField}
        <Link className="shop-button shop-button--primary" to={localise(target)} data-testid="prime-join-auth">
          {mode === 'new' ? t('prime.join.create_account') : t('prime.join.log_in')}
        </Link>
      </div>
    );
  }
  return (
    <div className="prime-section">
      <p>{t('prime.join.logged_in')}</p>
      {codeField}
      <div className="prime-actions">
        {codeError ? null : <JoinButton referralCode={mode === 'new' ? validCode : null} onJoined={(member) => {
              setJoined(true);
              refresh(member);
            }} />}
        <Link to={localise(PRIME_BASE)}>{t('prime.member.see_programme')}</Link>
      </div>
    </div>
  );
}
