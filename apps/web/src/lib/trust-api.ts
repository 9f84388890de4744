import { trustRouter } from '@app/contracts';
import { clientOf } from './api-client';

/**
 * Invitations, reports and the moderation record (issue 17): only the chunks that call these
 * routes import it (see clientOf), so the public pages' first JavaScript stays as it was.
 */
export const trustApi = clientOf(trustRouter);
