import { useMutation } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { toolsApi } from '../../../lib/tools-api';

/**
 * Confirms a lead form's address with the mailed token. Its own module: the public
 * /lead-address/confirm page imports only this of the provider tools' calls.
 */
export function useConfirmLeadAddress(token: string) {
  return useMutation({
    mutationFn: async () =>
      bodyOf(await toolsApi.providerTools.confirmLeadAddress({ body: { token } })).data,
  });
}
