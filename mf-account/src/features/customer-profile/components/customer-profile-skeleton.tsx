import { Skeleton, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

const ROWS = 7;

/** Same outline as the card, so nothing jumps when the profile arrives on a slow connection. */
export function CustomerProfileSkeleton() {
  const { t } = useT(NS);
  return (
    <section className="account-profile" aria-busy="true" aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading" className="account-profile__heading">
        {t('overview.profile_heading')}
      </h2>
      <div className="account-profile__list">
        {Array.from({ length: ROWS }, (_, i) => (
          // oxlint-disable-next-line react/no-array-index-key -- identical placeholders that never reorder
          <div key={i} className="account-profile__row">
            <Skeleton width="6rem" height="0.875rem" />
            <Skeleton width="70%" height="1.25rem" />
          </div>
        ))}
      </div>
    </section>
  );
}
