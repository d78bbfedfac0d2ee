import { describe, expect, it } from 'vitest';
import { VersionTurns } from './version-turns';

/** Lets every admitted promise run its continuation. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function track(turns: VersionTurns, version: string, log: string[]) {
  let done = false;
  const entered = turns.enter(version).then(() => {
    log.push(`in ${version}`);
    return () => {
      if (done) throw new Error('left twice');
      done = true;
      log.push(`out ${version}`);
      turns.leave();
    };
  });
  return entered;
}

describe('VersionTurns', () => {
  it('lets users of one version in together', async () => {
    const turns = new VersionTurns();
    const log: string[] = [];
    const a = track(turns, 'live', log);
    const b = track(turns, 'live', log);
    await settle();
    expect(log).toEqual(['in live', 'in live']);
    (await a)();
    (await b)();
  });

  it('keeps another version out until the current one is done, then lets all its waiting users in', async () => {
    const turns = new VersionTurns();
    const log: string[] = [];
    const live1 = track(turns, 'live', log);
    const canary1 = track(turns, 'canary', log);
    const canary2 = track(turns, 'canary', log);
    await settle();
    expect(log).toEqual(['in live']);
    (await live1)();
    await settle();
    expect(log).toEqual(['in live', 'out live', 'in canary', 'in canary']);
    (await canary1)();
    (await canary2)();
  });

  it('a waiting version goes before newcomers of the current one, so neither starves', async () => {
    const turns = new VersionTurns();
    const log: string[] = [];
    const live1 = track(turns, 'live', log);
    const canary = track(turns, 'canary', log);
    const live2 = track(turns, 'live', log);
    await settle();
    expect(log).toEqual(['in live']);
    (await live1)();
    await settle();
    expect(log).toEqual(['in live', 'out live', 'in canary']);
    (await canary)();
    await settle();
    expect(log.slice(-2)).toEqual(['out canary', 'in live']);
    (await live2)();
    await turns.enter('other');
    turns.leave();
  });
});
