import { sessionUser as signedInUser } from './render';
import { defaultWorkingHours } from '@app/contracts';

export const USER_ID = '00000000-0000-4000-8000-000000000001';

/** The owner of provider p1, signed in. */
export const sessionUser = (extra: Record<string, unknown> = {}) =>
  signedInUser({
    id: USER_ID,
    reviewCount: 1,
    roles: ['user', 'provider'],
    providerIds: ['p1'],
    ...extra,
  });

export const profile = (extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  profileName: 'Smith & Partners',
  category: 'Law Firms',
  providerType: 'Law Firm',
  profileTags: ['Car accidents'],
  description: 'Trial lawyers for injured people across Florida. '.repeat(3).trim(),
  phoneNumber: '+1 (555) 010-2000',
  websiteLink: 'https://smith.example',
  location: {
    addressLine1: '1 Main St',
    addressLine2: '',
    city: 'Miami',
    state: 'FL',
    zipCode: '33101',
  },
  workingHours: defaultWorkingHours(),
  social: { twitter: null, instagram: null, linkedin: null, facebook: null, tiktok: null },
  amenities: {
    freeParking: true,
    wheelchairAccessibility: false,
    multilingualStaff: false,
    paymentPlansAvailable: false,
    acceptsInsurance: false,
    telehealthVirtualConsultations: false,
    wifiAvailable: false,
  },
  leadForm: null,
  logoUrl: null,
  bannerUrl: null,
  showBanner: false,
  plan: 'basic',
  badges: [],
  rating: 4,
  reviewCount: 1,
  ratingSummary: { average: 4, total: 1, counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
  isSample: false,
  status: 'open',
  closedReason: null,
  npi: null,
  verified: true,
  sources: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  openNow: null,
  latitude: 25.77,
  longitude: -80.19,
  timeZone: 'America/New_York',
  facts: {
    languages: ['en'],
    freeConsultation: false,
    noFeeUnlessWin: false,
    acceptsLettersOfProtection: false,
    pipAccepted: false,
    open24Hours: false,
    mobileService: false,
  },
  ...extra,
});

export const review = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  providerId: 'p1',
  author: {
    id: '00000000-0000-4000-8000-0000000000aa',
    name: `Reviewer ${id}`,
    avatar: null,
    location: null,
  },
  rating: 2,
  ratings: { respectful: 2, explained: 2, onTime: 2, costs: 2, overall: 2 },
  text: 'They did not call me back for two weeks and the bill was higher than promised at the start.',
  photoUrls: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  response: null,
  appealUnderReview: false,
  ...extra,
});

export const urlOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
