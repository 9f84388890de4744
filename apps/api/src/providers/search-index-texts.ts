/**
 * Texts of the search index's slots (ids, names) as UTF-8 bytes in one buffer, and the
 * slot of each id in a hash table of int32: no JavaScript string or map entry per provider,
 * so a garbage collection never walks a million of them (decision 0040). Compared bytewise,
 * as PostgreSQL's "C" collation and LIKE prefixes compare.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const utf8 = (text: string): Uint8Array => encoder.encode(text);

export class TextColumn {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private start = new Int32Array(0);
  private length = new Int32Array(0);

  reserve(capacity: number) {
    if (capacity <= this.start.length) return;
    const start = new Int32Array(capacity);
    start.set(this.start);
    const length = new Int32Array(capacity);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }

  set(slot: number, text: string) {
    const most = text.length * 3;
    if (this.used + most > this.bytes.length) {
      const next = new Uint8Array(Math.max(this.bytes.length * 2, this.used + most));
      next.set(this.bytes.subarray(0, this.used));
      this.bytes = next;
    }
    const { written } = encoder.encodeInto(text, this.bytes.subarray(this.used));
    this.start[slot] = this.used;
    this.length[slot] = written;
    this.used += written;
  }

  get(slot: number): string {
    const from = this.start[slot]!;
    return decoder.decode(this.bytes.subarray(from, from + this.length[slot]!));
  }

  /** Bytewise order of two slots' texts. */
  compare(a: number, b: number): number {
    const bytes = this.bytes;
    const fa = this.start[a]!;
    const fb = this.start[b]!;
    const la = this.length[a]!;
    const lb = this.length[b]!;
    const n = Math.min(la, lb);
    for (let i = 0; i < n; i += 1) {
      const d = bytes[fa + i]! - bytes[fb + i]!;
      if (d !== 0) return d;
    }
    return la - lb;
  }

  /** Bytewise order of a slot's text and `key`. */
  compareTo(slot: number, key: Uint8Array): number {
    const bytes = this.bytes;
    const from = this.start[slot]!;
    const length = this.length[slot]!;
    const n = Math.min(length, key.length);
    for (let i = 0; i < n; i += 1) {
      const d = bytes[from + i]! - key[i]!;
      if (d !== 0) return d;
    }
    return length - key.length;
  }

  startsWith(slot: number, key: Uint8Array): boolean {
    if (this.length[slot]! < key.length) return false;
    const from = this.start[slot]!;
    for (let i = 0; i < key.length; i += 1) if (this.bytes[from + i] !== key[i]) return false;
    return true;
  }

  equals(slot: number, key: Uint8Array): boolean {
    return this.length[slot] === key.length && this.startsWith(slot, key);
  }

  /** FNV-1a of a slot's text. */
  hash(slot: number): number {
    return fnv(this.bytes, this.start[slot]!, this.length[slot]!);
  }

  /** Keeps the texts of live slots, renumbered by `to` (-1: dead), of the first `size`. */
  compact(to: Int32Array, size: number) {
    const bytes = new Uint8Array(Math.max(1 << 16, this.used));
    const starts = new Int32Array(this.start.length);
    const lengths = new Int32Array(this.length.length);
    let used = 0;
    for (let s = 0; s < size; s += 1) {
      const t = to[s]!;
      if (t < 0) continue;
      const from = this.start[s]!;
      const length = this.length[s]!;
      bytes.set(this.bytes.subarray(from, from + length), used);
      starts[t] = used;
      lengths[t] = length;
      used += length;
    }
    this.bytes = bytes;
    this.used = used;
    this.start = starts;
    this.length = lengths;
  }
}

function fnv(bytes: Uint8Array, from: number, length: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < length; i += 1) {
    h ^= bytes[from + i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The slot of each id (open addressing; a removed id leaves a tombstone). */
export class SlotTable {
  /** slot + 1; 0 empty; -1 removed. */
  private table = new Int32Array(1024);
  private filled = 0;

  constructor(private readonly ids: TextColumn) {}

  private mask() {
    return this.table.length - 1;
  }

  find(key: Uint8Array): number {
    const at = this.position(key);
    return at < 0 ? -1 : this.table[at]! - 1;
  }

  /** Removes the id's entry; its slot, or -1 when it had none. */
  remove(key: Uint8Array): number {
    const at = this.position(key);
    if (at < 0) return -1;
    const slot = this.table[at]! - 1;
    this.table[at] = -1;
    return slot;
  }

  private position(key: Uint8Array): number {
    const mask = this.mask();
    for (let i = fnv(key, 0, key.length) & mask; ; i = (i + 1) & mask) {
      const entry = this.table[i]!;
      if (entry === 0) return -1;
      if (entry > 0 && this.ids.equals(entry - 1, key)) return i;
    }
  }

  /** Adds a slot whose id has no entry. */
  add(slot: number) {
    if ((this.filled + 1) * 2 > this.table.length) this.rebuild(this.table.length * 2);
    this.put(slot);
    this.filled += 1;
  }

  private put(slot: number) {
    const mask = this.mask();
    let i = this.ids.hash(slot) & mask;
    while (this.table[i]! > 0) i = (i + 1) & mask;
    this.table[i] = slot + 1;
  }

  /** Starts again from the live entries (tombstones dropped), renumbered by `to` if given. */
  rebuild(capacity: number, to?: Int32Array) {
    const old = this.table;
    let size = 1024;
    while (size < capacity) size *= 2;
    this.table = new Int32Array(size);
    this.filled = 0;
    for (const entry of old) {
      if (entry <= 0) continue;
      const slot = to ? to[entry - 1]! : entry - 1;
      if (slot < 0) continue;
      this.put(slot);
      this.filled += 1;
    }
  }
}
