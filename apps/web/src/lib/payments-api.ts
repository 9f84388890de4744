import { paymentsRouter } from '@app/contracts';
import { clientOf } from './api-client';

/**
 * The payments client: the payment pages, and the sponsored entries' impression and click
 * counts, which load it after the page (public pages do not carry the payments routes).
 */
export const paymentsApi = clientOf(paymentsRouter);
