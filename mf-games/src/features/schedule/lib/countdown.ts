export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `nowMs` until `targetMs` (zero once reached). */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** Offset to add to the phone's clock to read the server's (a phone's clock is often minutes off). */
export const clockOffset = (serverTimeIso: string, phoneNowMs: number): number => Date.parse(serverTimeIso) - phoneNowMs;
