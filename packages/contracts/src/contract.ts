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

/** Every route of the API; the API serves it whole (web chunks use the smaller routers in ./routers). */
export const contract = c.router(
  {
    ...publicAreas,
    admin: adminContract,
    providerTools: providerToolsContract,
    account: accountContract,
    payments: paymentsContract,
    trust: trustContract,
    imports: importsContract,
    suggestions: suggestionsContract,
  },
  ROUTER_OPTIONS,
);
export type Contract = typeof contract;
