/** Whack-a-mole rules a game row may override in its settings. */
export interface WhackSettings {
  /** Length of one round, in seconds. */
  round_seconds: number;
  /**
   * Most moles a round can show per second (the page shows fewer): a score above
   * this rate times the time actually played is not a real game.
   */
  max_hits_per_second: number;
}

export const WHACK_DEFAULTS: WhackSettings = { round_seconds: 30, max_hits_per_second: 4 };

/** Absolute ceiling of any score, whatever the settings say. */
export const MAX_SCORE = 1000;

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

export function whackSettings(raw: unknown): WhackSettings {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof WhackSettings, unknown>>;
  return {
    round_seconds: positive(s.round_seconds, WHACK_DEFAULTS.round_seconds),
    max_hits_per_second: positive(s.max_hits_per_second, WHACK_DEFAULTS.max_hits_per_second),
  };
}

/**
 * Highest score a player can have made `elapsedMs` after their play token was issued: the
 * round cannot last longer than `round_seconds`, and no more than `max_hits_per_second` moles
 * can be hit in a second of it.
 */
export function maxPlausibleScore(settings: WhackSettings, elapsedMs: number): number {
  const seconds = Math.min(Math.max(elapsedMs, 0) / 1000, settings.round_seconds);
  return Math.min(MAX_SCORE, Math.floor(seconds * settings.max_hits_per_second));
}
