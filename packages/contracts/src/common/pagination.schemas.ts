import { z } from 'zod';

/** Query numbers arrive as strings; empty means "use the default". */
function queryInt(defaultValue: number, min: number, max: number) {
  return z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce
      .number({ invalid_type_error: 'Must be a number' })
      .int('Must be a whole number')
      .min(min, `Must be at least ${min}`)
      .max(max, `Must be at most ${max}`)
      .default(defaultValue),
  );
}

export function offsetPagination(defaultLimit: number, maxLimit: number) {
  return z.object({
    offset: queryInt(0, 0, 1_000_000),
    limit: queryInt(defaultLimit, 1, maxLimit),
  });
}

export function pagePagination(defaultPageSize: number, maxPageSize: number) {
  return z.object({
    page: queryInt(1, 1, 100_000),
    pageSize: queryInt(defaultPageSize, 1, maxPageSize),
  });
}
