// Labels and lists of the provider profile as plain data, with no imports: the public
// provider page reads them without loading zod and the schemas (its 150 KB budget).

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'linkedin', 'facebook', 'tiktok'] as const;

export const AMENITIES = [
  'freeParking',
  'wheelchairAccessibility',
  'multilingualStaff',
  'paymentPlansAvailable',
  'acceptsInsurance',
  'telehealthVirtualConsultations',
  'wifiAvailable',
] as const;
export const AMENITY_LABELS: Record<(typeof AMENITIES)[number], string> = {
  freeParking: 'Free Parking',
  wheelchairAccessibility: 'Wheelchair Accessibility',
  multilingualStaff: 'Multilingual Staff',
  paymentPlansAvailable: 'Payment Plans Available',
  acceptsInsurance: 'Accepts Insurance',
  telehealthVirtualConsultations: 'Telehealth / Virtual Consultations',
  wifiAvailable: 'Wi-Fi Available',
};
/** The hours editor's switch and the profile's hours when a provider never closes. */
export const OPEN_24_HOURS_LABEL = 'Open 24 hours';

/** '3.2 miles from Miami, FL'; 'from your location' when the place was coordinates. */
export function distanceLabel(miles: number, from: string | null | undefined): string {
  const figure = miles.toFixed(1);
  return `${figure} ${figure === '1.0' ? 'mile' : 'miles'} from ${from || 'your location'}`;
}
