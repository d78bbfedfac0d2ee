/**
 * Seeded pseudo-random numbers (mulberry32), so the same seed and base date always produce the
 * same catalogue: tests, screenshots and bug reports can then name products by sku.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  /** A price in [min, max] rounded the way shops in Cameroon price things (…900 or …500 / …000). */
  price(min: number, max: number): number {
    const raw = min + this.next() * (max - min);
    const step = raw >= 100_000 ? 5_000 : raw >= 20_000 ? 1_000 : raw >= 5_000 ? 500 : 100;
    const rounded = Math.max(step, Math.round(raw / step) * step);
    return rounded >= 20_000 && this.chance(0.4) ? rounded - 100 : rounded;
  }
}
