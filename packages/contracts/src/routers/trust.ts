import { initContract } from '@ts-rest/core';
import { ROUTER_OPTIONS } from '../router-options.js';
import { trustContract } from '../trust/trust.contract.js';

const c = initContract();

/** Invitations, reports and the moderation record (issue 17), for the web chunks that call them. */
export const trustRouter = c.router({ trust: trustContract }, ROUTER_OPTIONS);
