import { useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';

export function usePublicUser(id: string | undefined) {
  return useQuery({
    queryKey: ['users', 'public', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async () => bodyOf(await api.users.get({ params: { id: id! } })).data,
  });
}
