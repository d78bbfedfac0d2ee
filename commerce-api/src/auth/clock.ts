import type { AppContext } from '../context.ts';

export const epochSeconds = (ctx: AppContext): number => Math.floor(ctx.now().getTime() / 1000);

/** Magento's timestamp format: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function magentoTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export const nowText = (ctx: AppContext): string => magentoTime(ctx.now());

/** Reads the loose date strings catalogue attributes hold ('2026-11-01', '2026-11-01 00:00:00', ISO). */
export function parseLooseDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let text = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text += 'T00:00:00';
  if (!/[zZ]|[+-]\d{2}:?\d{2}$/.test(text)) text += 'Z';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
