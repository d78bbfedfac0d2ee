import { useState } from 'react';
import { Button, customerAttribute, setUser, showToast, useT, type Customer, type CustomerAddress, type Town } from '@shop/shared';
import { saveCustomer } from '../../../api/customer';
import { NS } from '../../../i18n/register';
import { addressValues, emptyAddress, toAddress, withAddress, withDefaultShipping, withoutAddress, type AddressValues } from '../lib/address-book';
import { AddressForm } from './address-form';
import { showFailure } from '../../form-fields/lib/show-failure';

type Editing = { kind: 'none' } | { kind: 'form'; values: AddressValues };

/**
 * The address book: each change sends the whole book (`PUT customers/me`), and the answer is the
 * new book, so what is shown is always what the server kept. The default shipping address is the
 * one checkout starts from.
 */
export function AddressBook({ customer, towns, onChanged }: { customer: Customer; towns: Town[]; onChanged: () => void }) {
  const { t } = useT([NS, 'common']);
  const book = customer.addresses ?? [];
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [saving, setSaving] = useState(false);

  const save = async (next: CustomerAddress[], success: string) => {
    setSaving(true);
    try {
      const saved = await saveCustomer({ addresses: next });
      setUser(saved);
      setEditing({ kind: 'none' });
      showToast({ type: 'success', message: t(success) });
      onChanged();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  const startNew = () =>
    setEditing({
      kind: 'form',
      values: { ...emptyAddress({ firstname: customer.firstname, lastname: customer.lastname, telephone: customerAttribute(customer, 'telephone') }), defaultShipping: book.length === 0 },
    });

  return (
    <>
      {book.length === 0 ? <p data-testid="addresses-empty">{t('address.empty')}</p> : null}
      <ul className="account-addresses" data-testid="address-list">
        {book.map((address) => (
          <li key={address.id} className="account-card" data-testid="address-item">
            <p>
              <strong>
                {address.firstname} {address.lastname}
              </strong>
              {address.default_shipping ? <span className="account-badge">{t('address.default')}</span> : null}
            </p>
            <p>
              {address.street[0]}, {address.city}
              <br />
              {address.telephone}
            </p>
            <div className="account-addresses__actions">
              <Button variant="secondary" size="sm" disabled={saving} onClick={() => setEditing({ kind: 'form', values: addressValues(address) })}>
                {t('address.edit')}
              </Button>
              {address.default_shipping ? null : (
                <Button variant="ghost" size="sm" disabled={saving} onClick={() => void save(withDefaultShipping(book, address.id!), 'address.default_saved')}>
                  {t('address.make_default')}
                </Button>
              )}
              <Button variant="ghost" size="sm" disabled={saving} onClick={() => void save(withoutAddress(book, address.id!), 'address.deleted')}>
                {t('address.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing.kind === 'form' ? (
        <AddressForm
          key={editing.values.id ?? 'new'}
          initial={editing.values}
          towns={towns}
          saving={saving}
          onCancel={() => setEditing({ kind: 'none' })}
          onSubmit={(values) => void save(withAddress(book, toAddress(values, towns)), 'address.saved')}
        />
      ) : (
        <Button onClick={startNew} data-testid="address-add">
          {t('address.add')}
        </Button>
      )}
    </>
  );
}
