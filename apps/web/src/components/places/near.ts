import type { TPlace } from '@app/contracts';

/** What a chosen place puts in `near`: its ZIP, or 'City, ST' (readable in the URL). */
export function nearOf(place: Pick<TPlace, 'kind' | 'zip' | 'city' | 'state'>): string {
  return place.kind === 'zip' && place.zip ? place.zip : `${place.city}, ${place.state}`;
}
