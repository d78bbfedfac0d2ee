import { describe, expect, it } from 'vitest';
import { isoOf, scheduleOf } from './schedule.ts';

const past = { id: 'past', starts_at: '2026-01-01 00:00:00', ends_at: '2026-01-31 23:59:59' };
const older = { id: 'older', starts_at: '2025-01-01 00:00:00', ends_at: '2025-01-31 23:59:59' };
const running = { id: 'running', starts_at: '2026-03-01 00:00:00', ends_at: '2026-03-31 23:59:59' };
const soon = { id: 'soon', starts_at: '2026-04-10 00:00:00', ends_at: '2026-04-20 00:00:00' };
const later = { id: 'later', starts_at: '2026-06-01 00:00:00', ends_at: '2026-06-20 00:00:00' };

describe('scheduleOf', () => {
  it('says none when no game exists', () => {
    expect(scheduleOf([], '2026-03-10 12:00:00')).toEqual({ state: 'none', game: null });
  });

  it('prefers the running game over coming and ended ones', () => {
    expect(scheduleOf([past, later, running, soon], '2026-03-10 12:00:00')).toEqual({ state: 'in_progress', game: running });
  });

  it('counts down to the nearest coming game when none runs', () => {
    expect(scheduleOf([later, past, soon], '2026-04-01 00:00:00')).toEqual({ state: 'programmed', game: soon });
  });

  it('shows the most recent result once every game has ended', () => {
    expect(scheduleOf([older, past], '2026-02-01 00:00:00')).toEqual({ state: 'ended', game: past });
  });

  it('treats both ends of the window as in progress', () => {
    expect(scheduleOf([running], running.starts_at).state).toBe('in_progress');
    expect(scheduleOf([running], running.ends_at).state).toBe('in_progress');
    expect(scheduleOf([running], '2026-04-01 00:00:00').state).toBe('ended');
  });

  it('converts the stored UTC time to ISO', () => {
    expect(isoOf('2026-03-01 08:30:00')).toBe('2026-03-01T08:30:00Z');
  });
});
