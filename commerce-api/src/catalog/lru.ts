/**
 * A small least-recently-used cache bounded by entry count and by total weight (e.g. bytes),
 * emptied when the catalogue version it was filled at changes.
 */
export class VersionedLru<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private weight = 0;
  private version: string | number | undefined;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
  ) {}

  /** Drops everything when `version` differs from the one the entries were computed at. */
  at(version: string | number): this {
    if (version !== this.version) {
      this.map.clear();
      this.weight = 0;
      this.version = version;
    }
    return this;
  }

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight = 1): void {
    if (weight > this.maxWeight) return;
    const old = this.map.get(key);
    if (old) {
      this.weight -= old.weight;
      this.map.delete(key);
    }
    this.map.set(key, { value, weight });
    this.weight += weight;
    for (const [k, e] of this.map) {
      if (this.map.size <= this.maxEntries && this.weight <= this.maxWeight) break;
      this.map.delete(k);
      this.weight -= e.weight;
    }
  }
}
