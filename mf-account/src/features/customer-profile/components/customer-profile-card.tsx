import { $locale, formatDate, useT } from '@shop/shared';
import { useStore } from '@nanostores/react';
import { NS } from '../../../i18n/register';
import type { CustomerView } from '../lib/customer-view';

interface Row {
  key: string;
  label: string;
  value: string | null;
}

function ProfileRow({ label, value, empty }: { label: string; value: string | null; empty: string }) {
  return (
    <div className="account-profile__row">
      <dt className="account-profile__label">{label}</dt>
      <dd className={value ? 'account-profile__value' : 'account-profile__value account-profile__value--empty'}>
        {value ?? empty}
      </dd>
    </div>
  );
}

export function CustomerProfileCard({ customer }: { customer: CustomerView }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const rows: Row[] = [
    { key: 'name', label: t('overview.name'), value: customer.fullName || null },
    { key: 'email', label: t('overview.email'), value: customer.email || null },
    { key: 'telephone', label: t('overview.telephone'), value: customer.telephone },
    { key: 'telephone2', label: t('overview.telephone2'), value: customer.telephone2 },
    { key: 'whatsapp', label: t('overview.whatsapp'), value: customer.whatsapp },
    { key: 'town', label: t('overview.town'), value: customer.town },
    { key: 'member_since', label: t('overview.member_since'), value: formatDate(customer.memberSince, locale) || null },
  ];
  return (
    <section className="account-profile" aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading" className="account-profile__heading">
        {t('overview.profile_heading')}
      </h2>
      <dl className="account-profile__list">
        {rows.map((row) => (
          <ProfileRow key={row.key} label={row.label} value={row.value} empty={t('overview.not_provided')} />
        ))}
      </dl>
    </section>
  );
}
