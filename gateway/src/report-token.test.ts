import { describe, expect, it } from 'vitest';
import { REPORT_TOKEN_LIFETIME_MS, reportTokens } from './report-token.ts';

describe('page-load tokens for error reports', () => {
  it('are accepted by any gateway holding the credential, for their lifetime only', () => {
    let clock = 1_800_000_000_000;
    const a = reportTokens('credential-shared-by-gateways-0123', { now: () => clock });
    const b = reportTokens('credential-shared-by-gateways-0123', { now: () => clock });
    const token = a.issue();
    const id = b.verify(token);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(a.verify(a.issue())).not.toBe(id);
    clock += REPORT_TOKEN_LIFETIME_MS;
    expect(b.verify(token)).toBe(id);
    clock += 1;
    expect(b.verify(token)).toBeNull();
  });

  it('refuse forgeries: another key, an altered issue time or id, garbage', () => {
    const clock = 1_800_000_000_000;
    const ours = reportTokens('credential-shared-by-gateways-0123', { now: () => clock });
    const theirs = reportTokens('a-forger-guessing-the-credential', { now: () => clock });
    expect(ours.verify(theirs.issue())).toBeNull();
    const [issued, id, mac] = ours.issue().split('.') as [string, string, string];
    expect(ours.verify(`${(parseInt(issued, 36) + 1000).toString(36)}.${id}.${mac}`)).toBeNull();
    expect(ours.verify(`${issued}.${id.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${mac}`)).toBeNull();
    // Issued far in the future (to live longer): refused even with a valid MAC.
    const later = reportTokens('credential-shared-by-gateways-0123', { now: () => clock + 3_600_000 });
    expect(ours.verify(later.issue())).toBeNull();
    for (const junk of [undefined, null, 42, '', 'a.b.c', `${issued}.${id}`, { token: 'x' }]) expect(ours.verify(junk)).toBeNull();
  });
});
