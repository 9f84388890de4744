import type { TProviderProfile, TProviderProfileQuery, TReviewSort } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../../lib/load-api';

export const providerKeys = {
  profile: (id: string) => ['providers', 'profile', id] as const,
  /** The profile asked from a searched place (it carries its distance from there). */
  profileFrom: (id: string, place?: TProviderProfileQuery) =>
    place ? ([...providerKeys.profile(id), place] as const) : providerKeys.profile(id),
  reviews: (id: string, sort: TReviewSort) => ['providers', 'reviews', id, sort] as const,
  allReviews: (id: string) => ['providers', 'reviews', id] as const,
  posts: (id: string) => ['providers', 'posts', id] as const,
};

/**
 * The profile the server put in the HTML of /provider/{id} (apps/api/src/spa/provider-seo.ts),
 * for the page it came with only: read once and removed.
 */
function embeddedProfile(id: string): TProviderProfile | undefined {
  const element = document.getElementById('provider-data');
  if (!element) return undefined;
  element.remove();
  try {
    const profile = JSON.parse(element.textContent ?? '') as TProviderProfile;
    return profile.id === id ? profile : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `refetchOnMount: false`: the caller refetches a stale profile itself (ProviderPage).
 * `place`: the searched place (`near` or lat + lng) the profile's distance is measured from.
 */
export function useProvider(
  id: string,
  {
    refetchOnMount = true,
    place,
  }: { refetchOnMount?: boolean; place?: TProviderProfileQuery } = {},
) {
  return useQuery({
    queryKey: providerKeys.profileFrom(id, place),
    queryFn: async () => {
      const { api, bodyOf } = await loadApi();
      const get = async (query: TProviderProfileQuery) =>
        bodyOf(await api.providers.get({ params: { id }, query })).data;
      if (!place) return get({});
      // A place the API does not know (an edited link) costs the distance, not the page.
      return get(place).catch((error: unknown) => {
        if ((error as { status?: number }).status === 400) return get({});
        throw error;
      });
    },
    // The embedded profile renders the page at once. Dated 0 (stale), it is fetched again
    // (on mount, or when ProviderPage's skeleton ends): the view is counted and the owner
    // sees their own fields.
    initialData: () => embeddedProfile(id),
    initialDataUpdatedAt: 0,
    refetchOnMount,
    retry: false,
  });
}
