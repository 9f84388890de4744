import { initContract } from '@ts-rest/core';
import { paymentsContract } from '../payments/payments.contract.js';
import { ROUTER_OPTIONS } from '../router-options.js';

const c = initContract();

/** The payments routes alone, for the web chunks that call them (see ./public.ts). */
export const paymentsRouter = c.router({ payments: paymentsContract }, ROUTER_OPTIONS);
