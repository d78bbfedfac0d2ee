/** Cameroon is UTC+1 all year (no daylight saving): Douala time is UTC plus one hour. */
const DOUALA_OFFSET_MS = 3_600_000;

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether an agency is open at `at` by Douala time: an opening day, from `opens` until `closes`. */
export function isOpenAt(agency: { opens: string; closes: string; open_days: number[] }, at: Date): boolean {
  const local = new Date(at.getTime() + DOUALA_OFFSET_MS);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  return agency.open_days.includes(weekday) && now >= minutes(agency.opens) && now < minutes(agency.closes);
}

/** 1 = Monday … 7 = Sunday, as the weekday's name in `locale` ("lundi", "Monday"). */
function weekdayName(day: number, locale: 'fr' | 'en'): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/**
 * The opening days as shoppers read them, at the start of a sentence: a run of consecutive days
 * as "first – last" ("Lundi – samedi"), other days listed ("Monday, Wednesday").
 */
export function openDaysText(days: readonly number[], locale: 'fr' | 'en'): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).toSorted((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && last.at(-1) === day - 1) last.push(day);
    else runs.push([day]);
  }
  const text = runs
    .map((run) => (run.length >= 3 ? `${weekdayName(run[0]!, locale)} – ${weekdayName(run.at(-1)!, locale)}` : run.map((d) => weekdayName(d, locale)).join(', ')))
    .join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
