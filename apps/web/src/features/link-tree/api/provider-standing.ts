import { api, bodyOf } from '../../../lib/api-client';

/** The named provider's rating, review count and logo (its profile's own numbers). */
export async function providerStanding(id: string) {
  const p = bodyOf(await api.providers.get({ params: { id } })).data;
  return { rating: p.rating, reviews: p.reviewCount, avatar: p.logoUrl };
}
