/**
 * A small least-recently-used cache bounded by entry count and by total weight (e.g. bytes),
 * emptied when the catalogue version it was filled at changes.
 */
export class VersionedLru<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private weight = 0;
  private version: string | number | undefined;
  private readonly doorkeeper?: Doorkeeper;

  /**
   * `admitOnSecondSight`: a value is kept only when its key was offered before, among about
   * that many keys offered last (`Doorkeeper`); for caches that varied traffic fills with values
   * asked for once.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
    options: { admitOnSecondSight?: number } = {},
  ) {
    if (options.admitOnSecondSight) this.doorkeeper = new Doorkeeper(options.admitOnSecondSight);
  }

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
    if (this.doorkeeper && !this.doorkeeper.admit(key)) return;
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

/**
 * Whether a key was offered before, among the last `size` to `2 × size` keys offered (two
 * generations of a set: the older one is dropped whole when the newer fills). A cache that keeps
 * a value only on its key's second sighting keeps nothing for what varied traffic asks once.
 * That matters more than the second computation it costs: at 50,000 products the search's hit
 * lists kept every new query's typed arrays, memory outside V8's heap that started a full
 * collection of the reader's 1 GB heap every two seconds (decision 013).
 */
export class Doorkeeper {
  private current = new Set<string>();
  private previous = new Set<string>();

  constructor(private readonly size: number) {}

  /** True when `key` was offered before (within the window); remembers it either way. */
  admit(key: string): boolean {
    if (this.current.has(key)) return true;
    const known = this.previous.has(key);
    if (this.current.size >= this.size) {
      this.previous = this.current;
      this.current = new Set();
    }
    this.current.add(key);
    return known;
  }
}
