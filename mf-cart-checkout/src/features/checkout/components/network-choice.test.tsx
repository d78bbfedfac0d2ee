import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setLocale, type MobileService } from '@shop/shared';
import { registerCartTranslations } from '../../../i18n/register';
import { NetworkChoice } from './network-choice';

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

beforeAll(() => registerCartTranslations());
afterEach(cleanup);

function Harness({ initial }: { initial: MobileService | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NetworkChoice name="payer" testId="payer" value={value} onChange={setValue} />
      <output data-testid="picked">{value ?? 'none'}</output>
    </>
  );
}

describe('NetworkChoice', () => {
  it('is a named group of two radios, in French and in English', () => {
    act(() => setLocale('fr'));
    render(<Harness initial={null} />);
    const group = screen.getByRole('group', { name: 'Opérateur du numéro' });
    expect(group.querySelectorAll('input[type="radio"][name="payer"]')).toHaveLength(2);
    expect(radio('MTN Mobile Money').checked).toBe(false);
    expect(radio('Orange Money').checked).toBe(false);
    act(() => setLocale('en'));
    expect(screen.getByRole('group', { name: 'Network of the number' })).toBeTruthy();
  });

  it('shows the preselected network checked and hands over the one picked', () => {
    act(() => setLocale('fr'));
    render(<Harness initial="MTN" />);
    expect(radio('MTN Mobile Money').checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Orange Money' }));
    expect(radio('Orange Money').checked).toBe(true);
    expect(screen.getByTestId('picked').textContent).toBe('ORANGE');
  });

  it('ties the error to the group', () => {
    act(() => setLocale('en'));
    render(<NetworkChoice name="payer" testId="payer" value={null} onChange={() => undefined} error={{ key: 'option_required' }} />);
    const group = screen.getByRole('group', { name: 'Network of the number' });
    expect(group.getAttribute('aria-describedby')).toBe('payer-error');
    expect(screen.getByRole('alert').textContent).toBe('Please choose an option');
  });
});
