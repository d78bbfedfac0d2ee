import { describe, expect, it } from 'vitest';
import { UsageError, parseArgs, requestFor } from './cli-args.ts';

const read = (file: string) => ({ from: file });
const parse = (args: string, env: NodeJS.ProcessEnv = {}) => parseArgs(args.split(' ').filter(Boolean), env, '/repo');

describe('campaigns CLI', () => {
  it('talks to the local store with the credential file beside its database', () => {
    expect(parse('list')).toEqual({ command: { name: 'list' }, api: 'http://127.0.0.1:8080', tokenFile: '/repo/.store/campaign-admin.token' });
    expect(parse('list', { DB_PATH: '/srv/shop/db.sqlite', PORT: '9000' })).toMatchObject({ api: 'http://127.0.0.1:9000', tokenFile: '/srv/shop/campaign-admin.token' });
    expect(parse('list --api https://shop.cm/ --token-file /etc/shop/token')).toMatchObject({ api: 'https://shop.cm', tokenFile: '/etc/shop/token' });
  });

  it('maps each command to one admin call', () => {
    expect(requestFor(parse('create bf.json').command, read)).toEqual({ method: 'POST', path: '/api/admin/campaigns', body: { from: 'bf.json' } });
    expect(requestFor(parse('edit black-friday/brand-days patch.json').command, read)).toEqual({ method: 'PATCH', path: '/api/admin/campaigns/black-friday/brand-days', body: { from: 'patch.json' } });
    expect(requestFor(parse('schedule ramadan --from 2027-02-18T00:00:00Z').command, read)).toEqual({ method: 'PATCH', path: '/api/admin/campaigns/ramadan', body: { starts_at: '2027-02-18T00:00:00Z' } });
    expect(requestFor(parse('remove tv-mania').command, read)).toEqual({ method: 'DELETE', path: '/api/admin/campaigns/tv-mania' });
  });

  it.each(['', 'launch x', 'show', 'edit x', 'schedule x', 'list --from', 'list --colour red'])('refuses "%s" with a reason', (args) => {
    expect(() => parse(args)).toThrow(UsageError);
  });
});
