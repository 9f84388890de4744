import { MAX_LIST_OFFSET } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { nextPageOffset } from '../api/providers';

const page = (offset: number, length: number, total: number, totalExact = true) => ({
  data: Array.from({ length }, () => ({}) as never),
  total,
  totalExact,
  offset,
  limit: 10,
});

describe('Load More offsets', () => {
  it('asks for the next page while matches remain', () => {
    expect(nextPageOffset(page(0, 10, 25))).toBe(10);
    expect(nextPageOffset(page(20, 5, 25))).toBeUndefined();
  });

  it('goes on past a capped count, up to the deepest offset the API serves', () => {
    expect(nextPageOffset(page(990, 10, 1000, false))).toBe(MAX_LIST_OFFSET);
    expect(nextPageOffset(page(MAX_LIST_OFFSET, 10, 1010, false))).toBeUndefined();
    expect(nextPageOffset(page(MAX_LIST_OFFSET, 10, 5000, true))).toBeUndefined();
  });
});
