import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../../lib/load-api';

/** A person's public page; the API client loads on use (the page's first JavaScript budget). */
export function usePublicUser(id: string | undefined) {
  return useQuery({
    queryKey: ['users', 'public', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async () => {
      const { api, bodyOf } = await loadApi();
      return bodyOf(await api.users.get({ params: { id: id! } })).data;
    },
  });
}
