import { providerToolsRouter } from '@app/contracts';
import { clientOf } from './api-client';

/**
 * The provider tools' client (owner pages, leads, mini-site, the admin's provider edit):
 * only chunks that call these routes import it (see clientOf).
 */
export const toolsApi = clientOf(providerToolsRouter);
