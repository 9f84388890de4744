import { initContract } from '@ts-rest/core';
import { providerToolsContract } from '../provider-tools/provider-tools.contract.js';
import { suggestionsContract } from '../imports/imports.contract.js';
import { ROUTER_OPTIONS } from '../router-options.js';

const c = initContract();

/** The providerTools routes alone, for the web chunk that calls them (see ./public.ts). */
export const providerToolsRouter = c.router(
  { providerTools: providerToolsContract, suggestions: suggestionsContract },
  ROUTER_OPTIONS,
);
