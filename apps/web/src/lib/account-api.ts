import { accountRouter } from '@app/contracts';
import { clientOf } from './api-client';

/**
 * The account routes' client, for the session's own services (the account language): loaded
 * on first use by account-language.ts, so no page's initial JavaScript carries it.
 */
export const accountApi = clientOf(accountRouter);
