import { loadApi } from '../../../lib/load-api';

/**
 * The named provider's rating, review count and logo (its profile's own numbers). The API
 * client loads on use, so the page's first JavaScript stays small (bundle budget).
 */
export async function providerStanding(id: string) {
  const { api, bodyOf } = await loadApi();
  const p = bodyOf(await api.providers.get({ params: { id } })).data;
  return { rating: p.rating, reviews: p.reviewCount, avatar: p.logoUrl };
}
