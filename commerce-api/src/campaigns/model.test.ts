import { describe, expect, it } from 'vitest';
import { checkCampaign, checkSelection, checkSlug, contrastRatio, crazyHours, isVisible, mergeCampaign, statusAt, type Campaign } from './model.ts';

const campaign: Campaign = {
  slug: 'black-friday',
  kind: 'campaign',
  state: 'scheduled',
  title: { fr: 'Black Friday', en: 'Black Friday' },
  text: { fr: '', en: '' },
  hero_image: null,
  colors: { background: '#111111', text: '#FFFFFF', accent: '#ffd400' },
  starts_at: '2026-11-27T00:00:00+01:00',
  ends_at: '2026-11-30T23:59:59+01:00',
  selection: { flags: ['is_black_friday'] },
  sort: { field: 'percent_off', direction: 'desc' },
};

describe('campaign state from its dates', () => {
  it('is programmed before the start, in progress until the end, ended from the end on', () => {
    expect(statusAt(campaign, new Date('2026-11-26T22:59:59Z'))).toBe('programmed');
    expect(statusAt(campaign, new Date('2026-11-26T23:00:00Z'))).toBe('in_progress');
    expect(statusAt(campaign, new Date('2026-11-30T22:59:58Z'))).toBe('in_progress');
    expect(statusAt(campaign, new Date('2026-11-30T22:59:59Z'))).toBe('ended');
  });

  it('keeps an ended page for seven days, then the page is gone', () => {
    expect(isVisible(campaign, new Date('2026-12-07T22:59:58Z'))).toBe(true);
    expect(isVisible(campaign, new Date('2026-12-07T22:59:59Z'))).toBe(false);
  });
});

describe('campaign rules', () => {
  it('normalises dates to UTC and colours to lower case', () => {
    const checked = checkCampaign(campaign);
    expect(checked).toMatchObject({ ok: true, value: { starts_at: '2026-11-26T23:00:00.000Z', colors: { text: '#ffffff' } } });
  });

  it.each([
    ['black-friday', true],
    ['black-friday/brand-days', true],
    ['Destockage', true],
    ['a/b/c', false],
    ['-x', false],
    ['x--y', false],
    ['tv mania', false],
    ['API', false],
    ['fr/black-friday', false],
    ['mobile/pages', false],
  ])('slug %s is accepted: %s', (slug, ok) => {
    expect(checkSlug(slug).ok).toBe(ok);
  });

  it('refuses an end before the start, a bad colour, a date without a zone and a non-https image', () => {
    expect(checkCampaign({ ...campaign, ends_at: campaign.starts_at })).toMatchObject({ ok: false, error: { key: 'campaign_ends_before_start' } });
    expect(checkCampaign({ ...campaign, colors: { ...campaign.colors, accent: 'gold' } })).toMatchObject({ ok: false, error: { key: 'campaign_invalid_color' } });
    expect(checkCampaign({ ...campaign, starts_at: '2026-11-27 00:00:00' })).toMatchObject({ ok: false, error: { key: 'campaign_invalid_date' } });
    expect(checkCampaign({ ...campaign, hero_image: 'http://cdn.example/x.png' })).toMatchObject({ ok: false, error: { key: 'campaign_invalid_image' } });
    expect(checkCampaign({ ...campaign, hero_image: '/media/catalog/product/a/b.svg' }).ok).toBe(true);
  });

  it('needs a product selection: a discount cap alone would select the whole catalogue', () => {
    expect(checkSelection({ max_percent_off: 80 })).toMatchObject({ ok: false, error: { key: 'campaign_empty_selection' } });
    expect(checkSelection({ categories: [30, 30, 40], max_percent_off: 80 })).toEqual({ ok: true, value: { categories: [30, 40], max_percent_off: 80 } });
    expect(checkSelection({ max_percent_off: 101, max_price: 1000 }).ok).toBe(false);
  });

  it('edits replace the given fields and keep the others', () => {
    const merged = mergeCampaign(campaign, { title: { fr: 'Vendredi fou', en: 'Black Friday' }, colors: { background: '#000000' } as Campaign['colors'] });
    expect(merged.title.fr).toBe('Vendredi fou');
    expect(merged.colors).toEqual({ background: '#000000', text: '#FFFFFF', accent: '#ffd400' });
    expect(merged.selection).toBe(campaign.selection);
  });
});

describe('crazy hours: hour-long windows by Douala time', () => {
  const bf = { starts_at: '2026-11-27T00:00:00+01:00', ends_at: '2026-11-29T00:00:00+01:00', selection: { hours: [12, 19] } };

  it('finds the window running now and the next one', () => {
    // 12:30 in Douala is 11:30 UTC.
    expect(crazyHours(bf, new Date('2026-11-27T11:30:00Z'))).toEqual({
      current: { starts_at: '2026-11-27T11:00:00.000Z', ends_at: '2026-11-27T12:00:00.000Z' },
      next: { starts_at: '2026-11-27T18:00:00.000Z', ends_at: '2026-11-27T19:00:00.000Z' },
    });
    expect(crazyHours(bf, new Date('2026-11-27T20:00:00Z'))).toEqual({ current: null, next: { starts_at: '2026-11-28T11:00:00.000Z', ends_at: '2026-11-28T12:00:00.000Z' } });
  });

  it('stays within the campaign dates', () => {
    expect(crazyHours(bf, new Date('2026-11-28T19:30:00Z'))).toEqual({ current: null, next: null });
    expect(crazyHours(bf, new Date('2026-11-26T10:00:00Z')).next?.starts_at).toBe('2026-11-27T11:00:00.000Z');
  });

  it('accepts hours 0 to 23 only', () => {
    expect(checkSelection({ flags: ['is_crazy_hours'], hours: [19, 12, 12] })).toEqual({ ok: true, value: { flags: ['is_crazy_hours'], hours: [12, 19] } });
    expect(checkSelection({ flags: ['is_crazy_hours'], hours: [24] }).ok).toBe(false);
  });
});

describe('text contrast (WCAG 2)', () => {
  it('measures the published reference pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The order of the two colours does not matter.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('refuses text below 4.5:1 on its background, naming both colours and the ratio rounded down', () => {
    expect(checkCampaign({ ...campaign, colors: { background: '#777777', text: '#FFFFFF', accent: '#000000' } })).toEqual({
      ok: false,
      error: { key: 'campaign_low_contrast', parameters: { fieldName: 'colors.text', text: '#ffffff', background: '#777777', ratio: 4.47, minimum: 4.5 } },
    });
    expect(checkCampaign({ ...campaign, colors: { background: '#767676', text: '#ffffff', accent: '#000000' } }).ok).toBe(true);
  });
});
