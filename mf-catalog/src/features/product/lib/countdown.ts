/** Days, hours, minutes and seconds left, or null once the time is up. */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } | null {
  if (!(ms > 0)) return null;
  const total = Math.ceil(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
