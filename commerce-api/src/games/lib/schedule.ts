/** A game's window, in Magento's 'YYYY-MM-DD HH:MM:SS' UTC text (compares as text). */
export interface Window {
  starts_at: string;
  ends_at: string;
}

export type ScheduleState = 'none' | 'programmed' | 'in_progress' | 'ended';

/**
 * What a game page shows now: the running game if there is one; else the next one coming
 * (countdown); else the last one that ended (its result); else nothing ('no game programmed').
 */
export function scheduleOf<T extends Window>(games: readonly T[], now: string): { state: ScheduleState; game: T | null } {
  const running = games.filter((g) => g.starts_at <= now && now <= g.ends_at).toSorted((a, b) => b.starts_at.localeCompare(a.starts_at))[0];
  if (running) return { state: 'in_progress', game: running };
  const next = games.filter((g) => g.starts_at > now).toSorted((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
  if (next) return { state: 'programmed', game: next };
  const last = games.filter((g) => g.ends_at < now).toSorted((a, b) => b.ends_at.localeCompare(a.ends_at))[0];
  if (last) return { state: 'ended', game: last };
  return { state: 'none', game: null };
}

/** 'YYYY-MM-DD HH:MM:SS' (UTC) → ISO 8601 with Z, for the browser's countdown. */
export const isoOf = (magentoTime: string): string => `${magentoTime.replace(' ', 'T')}Z`;
