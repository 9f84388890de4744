import type { TCloseListingBody, TCreateListingBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { adminApi } from './admin';

/** The admin console's listing lifecycle (issue 47): New, Merge, Close, Reopen. */
function useListingChange<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'providers'] });
      await queryClient.invalidateQueries({ queryKey: ['providers'] });
    },
  });
}

export function useAdminCreateListing() {
  return useListingChange(async (body: TCreateListingBody) =>
    bodyOf(await adminApi.adminListings.create({ body })),
  );
}

export function useMergeListing() {
  return useListingChange(async ({ id, into }: { id: string; into: string }) =>
    bodyOf(await adminApi.adminListings.merge({ params: { id }, body: { into } })),
  );
}

export function useCloseListing() {
  return useListingChange(async ({ id, ...body }: TCloseListingBody & { id: string }) =>
    bodyOf(await adminApi.adminListings.close({ params: { id }, body })),
  );
}

export function useReopenListing() {
  return useListingChange(async (id: string) =>
    bodyOf(await adminApi.adminListings.reopen({ params: { id } })),
  );
}
