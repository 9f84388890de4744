import { initContract } from '@ts-rest/core';
import { adminContract } from '../admin/admin.contract.js';
import { importsContract } from '../imports/imports.contract.js';
import { ROUTER_OPTIONS } from '../router-options.js';

const c = initContract();

/** The admin routes alone, for the web chunk that calls them (see ./public.ts). */
export const adminRouter = c.router(
  { admin: adminContract, imports: importsContract },
  ROUTER_OPTIONS,
);
