import { initContract } from '@ts-rest/core';
import { ROUTER_OPTIONS } from './router-options.js';
import { publicAreas } from './routers/public.js';
import { adminContract } from './admin/admin.contract.js';
import { providerToolsContract } from './provider-tools/provider-tools.contract.js';
import { accountContract } from './account/account.contract.js';
import { paymentsContract } from './payments/payments.contract.js';
import { trustContract } from './trust/trust.contract.js';
import { importsContract, suggestionsContract } from './imports/imports.contract.js';

const c = initContract();

export { API_PREFIX } from './router-options.js';

/** The areas before issue 47's imports (one router: its type is near the size tsc emits). */
export const coreContract = c.router(
  {
    ...publicAreas,
    admin: adminContract,
    providerTools: providerToolsContract,
    account: accountContract,
    payments: paymentsContract,
    trust: trustContract,
  },
  ROUTER_OPTIONS,
);
/** The imports and the owners' suggestions (issue 47). */
export const importsRouter = c.router(
  { imports: importsContract, suggestions: suggestionsContract },
  ROUTER_OPTIONS,
);

/**
 * Every route of the API; the API serves it whole (web chunks use the smaller routers in
 * ./routers). Typed as the union of its parts: one router's inferred type would exceed what
 * tsc writes into a declaration file.
 */
export const contract: typeof coreContract & typeof importsRouter = {
  ...coreContract,
  ...importsRouter,
};
export type Contract = typeof contract;
