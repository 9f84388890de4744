import { publicRouter } from './routers/public.js';
import { adminRouter } from './routers/admin.js';
import { providerToolsRouter } from './routers/provider-tools.js';
import { accountRouter } from './routers/account.js';
import { paymentsRouter } from './routers/payments.js';
import { trustRouter } from './routers/trust.js';

export { API_PREFIX } from './router-options.js';

/**
 * Every route of the API; the API serves it whole (web chunks use the smaller routers in
 * ./routers, each built with the same options). Its type names those routers: inferred as
 * one router, it grew past what the compiler writes into a declaration file (TS7056).
 */
export const contract: typeof publicRouter &
  typeof adminRouter &
  typeof providerToolsRouter &
  typeof accountRouter &
  typeof paymentsRouter &
  typeof trustRouter = {
  ...publicRouter,
  ...adminRouter,
  ...providerToolsRouter,
  ...accountRouter,
  ...paymentsRouter,
  ...trustRouter,
};
export type Contract = typeof contract;
