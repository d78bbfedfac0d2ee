import { hasEnded, isActive } from './runtime-manifest.ts';
import type { ActivationWindow, StoreState } from './state.ts';

export type WindowState = 'scheduled' | 'live' | 'ended';

export interface CampaignRow {
  remote: string;
  /** `*` for the whole remote, else a route path. */
  target: string;
  /** `remote` (release/window --whole-remote), `override` (window --route), `route table` (compiled). */
  source: 'remote' | 'override' | 'route table';
  from?: string;
  until?: string;
  state: WindowState;
  /** Route paths this window keeps out of the store right now (empty while it is live). */
  hides: string[];
  note?: string;
}

function stateOf(window: ActivationWindow, now: Date): WindowState {
  if (isActive(window, now)) return 'live';
  return hasEnded(window, now) ? 'ended' : 'scheduled';
}

const bounds = (w: ActivationWindow): ActivationWindow => ({
  ...(w.from !== undefined ? { from: w.from } : {}),
  ...(w.until !== undefined ? { until: w.until } : {}),
});

/** Every window of the store (the live version's route tables, overrides, remote windows) and what it hides at `now`. */
export function listCampaigns(state: StoreState, now: Date): CampaignRow[] {
  const rows: CampaignRow[] = [];
  for (const remote of Object.values(state.remotes).toSorted((a, b) => a.name.localeCompare(b.name))) {
    const routes = remote.current ? (remote.versions[remote.current]?.routes ?? []) : [];
    if (remote.from !== undefined || remote.until !== undefined) {
      const s = stateOf(remote, now);
      rows.push({ remote: remote.name, target: '*', source: 'remote', ...bounds(remote), state: s, hides: s === 'live' ? [] : routes.map((r) => r.path) });
    }
    for (const route of routes) {
      const override = remote.routeWindows?.[route.path];
      const overriding = override !== undefined && !hasEnded(override, now);
      if (override) {
        const s = stateOf(override, now);
        rows.push({
          remote: remote.name,
          target: route.path,
          source: 'override',
          ...bounds(override),
          state: s,
          hides: s === 'scheduled' ? [route.path] : [],
          ...(s === 'ended' ? { note: 'ended: no longer overrides, the route table decides' } : {}),
        });
      }
      if (route.from !== undefined || route.until !== undefined) {
        const s = stateOf(route, now);
        rows.push({
          remote: remote.name,
          target: route.path,
          source: 'route table',
          ...bounds(route),
          state: s,
          hides: s === 'live' || overriding ? [] : [route.path],
          ...(overriding ? { note: 'overridden' } : {}),
        });
      }
    }
  }
  return rows;
}

/** The rows as an aligned text table for the terminal. */
export function formatCampaigns(rows: CampaignRow[]): string {
  if (rows.length === 0) return 'no campaign windows';
  const table = [
    ['remote', 'target', 'source', 'from', 'until', 'state', 'hides now'],
    ...rows.map((r) => [r.remote, r.target, r.source, r.from ?? '…', r.until ?? '…', r.state, [r.hides.join(' ') || '-', r.note ? `(${r.note})` : ''].join(' ').trim()]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}
