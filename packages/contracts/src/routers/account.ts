import { initContract } from '@ts-rest/core';
import { accountContract } from '../account/account.contract.js';
import { ROUTER_OPTIONS } from '../router-options.js';

const c = initContract();

/** The account routes alone, for the web chunk that calls them (see ./public.ts). */
export const accountRouter = c.router({ account: accountContract }, ROUTER_OPTIONS);
