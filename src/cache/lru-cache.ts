/**
 * A small least-recently-used map (Map keeps insertion order; a hit moves the entry to the end).
 * Capacity counts entries, or whatever `weigh` measures (bytes, say).
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  private weight = 0;
  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.map.set(key, value);
    this.weight += this.weigh(value);
    for (const oldest of this.map.keys()) {
      if (this.weight <= this.capacity) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.map.delete(key);
    this.weight -= this.weigh(value);
  }

  clear(): void {
    this.map.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** The summed weight of the entries (their count without `weigh`). */
  get totalWeight(): number {
    return this.weight;
  }
}
