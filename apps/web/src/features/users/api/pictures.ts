import { api, bodyOf } from '../../../lib/api-client';

/**
 * Saves the signed-in person's profile picture or banner. Only the photo dialogs import this
 * module (a lazy chunk), so the user page's first JavaScript does not carry the client.
 */
export async function updatePictures(body: {
  profilePicture?: string | null;
  bannerPicture?: string | null;
}): Promise<void> {
  bodyOf(await api.auth.profileUpdate({ body }));
}
