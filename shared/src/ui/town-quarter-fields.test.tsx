import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quarter, Town } from '../contracts/wire';
import { setLocale } from '../stores/locale';
import { TownQuarterFields } from './town-quarter-fields';

const TOWNS: Town[] = [
  { town_id: 1, town_name: 'Douala', has_agency: true, zone: 'metro', quarters: [{ quarter_id: 13, quarter_name: 'Bonamoussadi' }, { quarter_id: 14, quarter_name: 'Akwa' }] },
  { town_id: 2, town_name: 'Kribi', has_agency: false, zone: 'regional', quarters: [{ quarter_id: 21, quarter_name: 'Centre' }] },
];

function Harness({ towns, onChange, errors }: { towns: Town[] | null; onChange: (town: Town | null, quarter: Quarter | null) => void; errors?: { town?: string; quarter?: string } }) {
  const [place, setPlace] = useState({ town: '', quarterId: '' });
  return (
    <TownQuarterFields
      towns={towns}
      town={place.town}
      quarterId={place.quarterId}
      id="place"
      testId="t"
      fieldClassName="field"
      errors={errors}
      onChange={(town, quarter) => {
        onChange(town, quarter);
        setPlace({ town: town?.town_name ?? '', quarterId: quarter ? String(quarter.quarter_id) : '' });
      }}
    />
  );
}

const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;
const options = (testId: string) => [...select(testId).options].map((o) => o.textContent);

beforeEach(() => setLocale('fr'));
afterEach(cleanup);

describe('TownQuarterFields', () => {
  it('waits, disabled, while the towns load', () => {
    render(<Harness towns={null} onChange={() => undefined} />);
    expect(select('t-town').disabled).toBe(true);
    expect(select('t-quarter').disabled).toBe(true);
    expect(options('t-quarter')).toEqual(["Choisissez d'abord une ville"]);
  });

  it('offers the quarters of the chosen town only, and a new town drops the quarter', () => {
    const onChange = vi.fn<(town: Town | null, quarter: Quarter | null) => void>();
    render(<Harness towns={TOWNS} onChange={onChange} />);
    expect(screen.getByLabelText('Ville')).toBe(select('t-town'));
    fireEvent.change(select('t-town'), { target: { value: 'Douala' } });
    expect(onChange).toHaveBeenLastCalledWith(TOWNS[0], null);
    expect(options('t-quarter')).toEqual(['Choisissez votre quartier', 'Bonamoussadi', 'Akwa']);
    fireEvent.change(select('t-quarter'), { target: { value: '14' } });
    expect(onChange).toHaveBeenLastCalledWith(TOWNS[0], TOWNS[0]!.quarters[1]);
    expect(select('t-quarter').value).toBe('14');
    fireEvent.change(select('t-town'), { target: { value: 'Kribi' } });
    expect(onChange).toHaveBeenLastCalledWith(TOWNS[1], null);
    expect(select('t-quarter').value).toBe('');
    expect(options('t-quarter')).toEqual(['Choisissez votre quartier', 'Centre']);
  });

  it('shows a town or quarter the list does not know as not chosen', () => {
    render(<TownQuarterFields towns={TOWNS} town="Garoua" quarterId="99" id="p" testId="t" fieldClassName="field" onChange={() => undefined} />);
    expect(select('t-town').value).toBe('');
    expect(select('t-quarter').disabled).toBe(true);
  });

  it('ties an error to its field, in the language shown', () => {
    setLocale('en');
    render(<Harness towns={TOWNS} onChange={() => undefined} errors={{ town: 'This field is required' }} />);
    expect(screen.getByLabelText('Town').getAttribute('aria-describedby')).toBe('place-town-error');
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(select('t-town').closest('.field')?.className).toBe('field field--invalid');
    expect(select('t-quarter').getAttribute('aria-invalid')).toBeNull();
  });
});
