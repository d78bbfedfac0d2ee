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
