import type { TProviderProfile } from '@app/contracts';

/** A provider's address on one line ('1 Main St, Suite 2, Miami, FL 33101'), or null. */
export function addressLine(provider: Pick<TProviderProfile, 'location'>): string | null {
  const l = provider.location;
  if (!l) return null;
  return [l.addressLine1, l.addressLine2, `${l.city}, ${l.state} ${l.zipCode}`]
    .filter(Boolean)
    .join(', ');
}
