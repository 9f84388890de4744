import type { TLeadRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { bodyOf } from '../../lib/api-client';
import { toolsApi } from '../../lib/tools-api';

/** Sends a visitor's request to the provider (the lead form of a profile or mini-site). */
export function useSendLeadRequest(providerId: string) {
  return useMutation({
    mutationFn: async (body: TLeadRequest) =>
      bodyOf(await toolsApi.providerTools.createLead({ params: { id: providerId }, body })).data,
  });
}
