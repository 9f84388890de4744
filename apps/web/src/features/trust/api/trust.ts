import { useQuery } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { trustApi } from '../../../lib/trust-api';

export const trustKeys = {
  transparency: ['trust', 'transparency'] as const,
};

/** The monthly numbers of /transparency. */
export function useTransparency() {
  return useQuery({
    queryKey: trustKeys.transparency,
    queryFn: async () => bodyOf(await trustApi.trust.transparency()).data,
  });
}
