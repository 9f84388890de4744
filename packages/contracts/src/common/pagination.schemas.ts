import { z } from 'zod';
import { MAX_LIST_OFFSET } from '../constants.js';
import { MESSAGES } from '../rules/messages.js';
import { FIELD_MESSAGES, FIELD_MESSAGE_TEMPLATES } from '../rules/api-messages.js';

/** Query numbers arrive as strings; empty means "use the default". */
function queryInt(defaultValue: number, min: number, max: number, maxMessage?: string) {
  return z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce
      .number({ invalid_type_error: FIELD_MESSAGES.number })
      .int(FIELD_MESSAGES.wholeNumber)
      .min(min, FIELD_MESSAGE_TEMPLATES.atLeast(min))
      .max(max, maxMessage ?? FIELD_MESSAGE_TEMPLATES.atMost(max))
      .default(defaultValue),
  );
}

/** `offset` (at most MAX_LIST_OFFSET, see there) and `limit` of an offset-paged list. */
export function offsetPagination(defaultLimit: number, maxLimit: number) {
  return z.object({
    offset: queryInt(0, 0, MAX_LIST_OFFSET, MESSAGES.offsetTooDeep),
    limit: queryInt(defaultLimit, 1, maxLimit),
  });
}

export function pagePagination(defaultPageSize: number, maxPageSize: number) {
  return z.object({
    page: queryInt(1, 1, 100_000),
    pageSize: queryInt(defaultPageSize, 1, maxPageSize),
  });
}
