import type { TAlertDecisionBody, TAlertStatus, TOpenAlertBody } from '@app/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { trustApi } from '../../../lib/trust-api';

/** Consumer alerts of the moderation queue (decision 0030). */
export const alertKeys = {
  all: ['admin', 'consumer-alerts'] as const,
  list: (status: TAlertStatus) => ['admin', 'consumer-alerts', status] as const,
};

const PAGE = 10;

export function useAdminAlerts(status: TAlertStatus) {
  return useInfiniteQuery({
    queryKey: alertKeys.list(status),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      bodyOf(
        await trustApi.trust.adminAlerts({ query: { status, offset: pageParam, limit: PAGE } }),
      ),
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
  });
}

export function useAlertDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & TAlertDecisionBody) =>
      bodyOf(await trustApi.trust.decideAlert({ params: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useOpenAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TOpenAlertBody) =>
      bodyOf(await trustApi.trust.openAlert({ body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
