import { Type, makeVector, type Data, type DataType } from 'apache-arrow';

/**
 * Reads Arrow columns straight from their buffers (validity bitmap, offsets, values), for
 * the types of the Overture schema: strings, binary (WKB), numbers, lists and structs.
 * apache-arrow's generic row access (`vector.get(i)`, `toJSON()`) dispatches through its
 * visitors for every value and made the reader 10 times slower (decision 0060).
 * `Shape` names the struct fields wanted (`true` = the whole value).
 */
export type Shape = true | { [field: string]: Shape };
export type Reader = (row: number) => unknown;

function valid(data: Data): (row: number) => boolean {
  const bitmap = data.nullBitmap;
  if (!bitmap || bitmap.length === 0 || data.nullCount === 0) return () => true;
  const offset = data.offset;
  return (row) => {
    const i = offset + row;
    return ((bitmap[i >> 3] ?? 0) & (1 << (i & 7))) !== 0;
  };
}

export function columnReader(data: Data<DataType>, shape: Shape = true): Reader {
  const ok = valid(data);
  const offset = data.offset;
  switch (data.typeId) {
    case Type.Utf8:
    case Type.LargeUtf8:
    case Type.Binary:
    case Type.LargeBinary: {
      const offsets = data.valueOffsets as Int32Array | BigInt64Array;
      const values = data.values as Uint8Array;
      const buf = Buffer.from(values.buffer, values.byteOffset, values.byteLength);
      const text = data.typeId === Type.Utf8 || data.typeId === Type.LargeUtf8;
      return (row) => {
        if (!ok(row)) return null;
        const start = Number(offsets[offset + row]);
        const end = Number(offsets[offset + row + 1]);
        return text ? buf.toString('utf8', start, end) : values.subarray(start, end);
      };
    }
    case Type.Float:
    case Type.Int: {
      const values = data.values as ArrayLike<number | bigint>;
      return (row) => {
        if (!ok(row)) return null;
        const v = values[offset + row];
        return typeof v === 'bigint' ? Number(v) : v;
      };
    }
    case Type.List: {
      const offsets = data.valueOffsets as Int32Array;
      const child = data.children[0];
      const item = child ? columnReader(child, shape) : () => null;
      return (row) => {
        if (!ok(row)) return null;
        const out: unknown[] = [];
        for (let i = offsets[offset + row]!; i < offsets[offset + row + 1]!; i++) out.push(item(i));
        return out;
      };
    }
    case Type.Struct: {
      const fields = (data.type as unknown as { children: { name: string }[] }).children;
      const wanted = fields
        .map((f, i) => ({ name: f.name, data: data.children[i] }))
        .filter((f) => f.data && (shape === true || shape[f.name] !== undefined))
        .map((f) => ({
          name: f.name,
          read: columnReader(f.data!, shape === true ? true : shape[f.name]!),
        }));
      return (row) => {
        if (!ok(row)) return null;
        const out: Record<string, unknown> = {};
        // A struct's children carry the parent's offset themselves (sliced with it).
        for (const f of wanted) out[f.name] = f.read(row);
        return out;
      };
    }
    default: {
      // Any other type (dictionary strings, views, maps...): apache-arrow's own access.
      const vector = makeVector(data);
      return (row) => plain(vector.get(row));
    }
  }
}

function plain(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'object' || v instanceof Uint8Array) return v;
  const o = v as { toJSON?: () => unknown };
  const json = typeof o.toJSON === 'function' ? o.toJSON() : v;
  if (Array.isArray(json)) return json.map(plain);
  if (json && typeof json === 'object') {
    return Object.fromEntries(Object.entries(json).map(([k, x]) => [k, plain(x)]));
  }
  return json;
}
