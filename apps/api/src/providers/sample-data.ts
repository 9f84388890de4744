import {
  defaultWorkingHours,
  WEEKDAYS,
  type PlanType,
  type TInjuryFacts,
  type TWorkingHours,
} from '@app/contracts';
import type { Amenities, LeadForm, SocialLinks } from './provider.entity';

/**
 * The sample directory loaded at start-up when SEED=sample and no provider exists yet
 * (providers/sample-data.service.ts). Ten providers over FL, NY and CA covering the nine
 * categories and all three plans; demo-1..demo-5 are the sponsored 'You Might Consider'
 * cards. Ratings and review counts are computed from the reviews below, never written here.
 */
export interface SampleProvider {
  id: string;
  name: string;
  category: string;
  providerType: string;
  specialties: string[];
  description: string;
  badges: string[];
  plan: PlanType;
  logoUrl: string | null;
  bannerUrl: string | null;
  showBanner: boolean;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: 'FL' | 'NY' | 'CA';
  zip: string;
  phone: string;
  website: string;
  social: SocialLinks;
  amenities: Amenities;
  leadForm: LeadForm | null;
  sponsored: boolean;
  quote: string | null;
  /** Injury facts (issue 15): languages (English listed, Spanish in FL/CA/TX/NY), yes/no facts. */
  facts: Partial<TInjuryFacts>;
  /** Hours other than the sample 9am-7pm weekdays (spec); unclaimed profiles store none. */
  workingHours?: TWorkingHours;
}

const hours = defaultWorkingHours();
const noAmenities: Amenities = {};
const social = (slug: string): SocialLinks => ({
  twitter: `https://twitter.com/${slug}`,
  instagram: `https://instagram.com/${slug}`,
  linkedin: `https://www.linkedin.com/company/${slug}`,
  facebook: `https://www.facebook.com/${slug}`,
  tiktok: null,
});
/**
 * Pictures of the sample data are drawn at load time (sample-art.ts) and stored like any
 * upload, so the sample directory shows real images with no outside host.
 */
export const SAMPLE_ART_SCHEME = 'sample-art:';
const art = (seed: string, width: number, height: number) =>
  `${SAMPLE_ART_SCHEME}${seed}/${width}/${height}`;
const logo = (id: string) => art(`${id}-logo`, 300, 300);
/** A sample reviewer's profile picture, drawn like the providers' (no outside avatar host). */
export const reviewerAvatar = (reviewerId: string) => art(`${reviewerId}-avatar`, 150, 150);

export const SAMPLE_WORKING_HOURS = hours;
/** The towing company's hours: every day, around the clock (and the open-24-hours flag). */
const EVERY_DAY_ALL_DAY = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { enabled: true, startTime: '12:00am', endTime: '11:59pm' }]),
) as TWorkingHours;

export const SAMPLE_PROVIDERS: SampleProvider[] = [
  {
    id: 'demo-1',
    name: 'Smith & Partners Injury Law',
    category: 'Law Firms',
    providerType: 'Law Firm',
    specialties: ['Car Accidents', 'Slip and Fall', 'Workers Compensation'],
    description:
      'Smith & Partners has represented injured Floridians for over twenty years. We handle car, truck and motorcycle accident claims, slip-and-fall cases and workers compensation appeals, and we only get paid when you do.',
    badges: ['Top Rated', 'Free Consultation'],
    plan: 'premium',
    logoUrl: logo('demo-1'),
    bannerUrl: art('demo-1-banner', 1610, 320),
    showBanner: true,
    addressLine1: '200 S Biscayne Blvd',
    addressLine2: 'Suite 2400',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    phone: '(305) 555-0142',
    website: 'https://smithpartners-law.example.com',
    social: social('smithpartnerslaw'),
    amenities: {
      freeParking: true,
      wheelchairAccessibility: true,
      multilingualStaff: true,
      paymentPlansAvailable: false,
      acceptsInsurance: false,
      telehealthVirtualConsultations: true,
      wifiAvailable: true,
    },
    leadForm: {
      formName: 'Request a Free Case Review',
      formDescription:
        'Tell us what happened and an attorney will call you back within one business day.',
      options: [
        { id: 'car', text: 'Car accident', checked: false },
        { id: 'work', text: 'Injury at work', checked: false },
        { id: 'fall', text: 'Slip and fall', checked: false },
      ],
      emailAddress: 'intake@smithpartners-law.example.com',
    },
    sponsored: true,
    quote: 'They fought the insurer for a year and never once made me feel like a file number.',
    facts: { languages: ['en', 'es'], freeConsultation: true, noFeeUnlessWin: true },
  },
  {
    id: 'demo-2',
    name: 'Bayfront Spine & Chiropractic',
    category: 'Chiropractors',
    providerType: 'Chiropractor',
    specialties: ['Whiplash', 'Spinal Adjustment', 'Sports Injuries'],
    description:
      'Bayfront Spine & Chiropractic treats whiplash, back and neck pain after car accidents with gentle adjustments, decompression and rehab exercises. Same-week appointments and direct billing to PIP insurance.',
    badges: ['PIP Accepted'],
    plan: 'basic',
    logoUrl: logo('demo-2'),
    bannerUrl: null,
    showBanner: false,
    addressLine1: '1450 4th St',
    addressLine2: '',
    city: 'Santa Monica',
    state: 'CA',
    zip: '90401',
    phone: '(310) 555-0178',
    website: 'https://bayfrontspine.example.com',
    social: social('bayfrontspine'),
    amenities: noAmenities,
    leadForm: null,
    sponsored: true,
    quote: 'Three weeks after my accident I could turn my head again.',
    facts: {
      languages: ['en', 'es'],
      freeConsultation: true,
      acceptsLettersOfProtection: true,
      pipAccepted: true,
    },
  },
  {
    id: 'demo-3',
    name: 'Hudson Valley Imaging Center',
    category: 'MRI/Imaging Centers',
    providerType: 'MRI Center',
    specialties: ['MRI', 'CT Scan', 'X-Ray'],
    description:
      'Hudson Valley Imaging offers open and high-field MRI, CT and digital X-ray with reports in 24 hours. We work with attorneys on letters of protection, so accident patients can be scanned before a settlement.',
    badges: ['Same-Day Scans', 'Letters of Protection'],
    plan: 'premium',
    logoUrl: logo('demo-3'),
    bannerUrl: art('demo-3-banner', 1610, 320),
    showBanner: true,
    addressLine1: '85 Main St',
    addressLine2: 'Floor 2',
    city: 'White Plains',
    state: 'NY',
    zip: '10601',
    phone: '(914) 555-0123',
    website: 'https://hudsonimaging.example.com',
    social: social('hudsonimaging'),
    amenities: {
      freeParking: true,
      wheelchairAccessibility: true,
      multilingualStaff: false,
      paymentPlansAvailable: true,
      acceptsInsurance: true,
      telehealthVirtualConsultations: false,
      wifiAvailable: true,
    },
    leadForm: {
      formName: 'Book a Scan',
      formDescription: 'Choose the scan your doctor ordered and we will confirm a time by phone.',
      options: [
        { id: 'mri', text: 'MRI', checked: false },
        { id: 'ct', text: 'CT scan', checked: false },
        { id: 'xray', text: 'X-ray', checked: false },
      ],
      emailAddress: 'scheduling@hudsonimaging.example.com',
    },
    sponsored: true,
    quote: 'Scanned on Tuesday, report to my lawyer on Wednesday.',
    facts: { languages: ['en'], acceptsLettersOfProtection: true, pipAccepted: true },
  },
  {
    id: 'demo-4',
    name: 'Sunshine Auto Body & Collision',
    category: 'Auto Body Shops',
    providerType: 'Auto Repair',
    specialties: ['Collision Repair', 'Paint Matching', 'Insurance Claims'],
    description:
      'Sunshine Auto Body repairs collision damage on all makes with factory paint matching and a lifetime warranty on workmanship. We deal with your insurer directly and arrange a rental car while you wait.',
    badges: ['Lifetime Warranty'],
    plan: 'basic',
    logoUrl: logo('demo-4'),
    bannerUrl: null,
    showBanner: false,
    addressLine1: '3120 N Orange Blossom Trl',
    addressLine2: '',
    city: 'Orlando',
    state: 'FL',
    zip: '32804',
    phone: '(407) 555-0199',
    website: 'https://sunshineautobody.example.com',
    social: social('sunshineautobody'),
    amenities: noAmenities,
    leadForm: null,
    sponsored: true,
    quote: 'My car came back looking better than before the crash.',
    facts: { languages: ['en', 'es'], freeConsultation: true, mobileService: true },
  },
  {
    id: 'demo-5',
    name: 'Empire Case Funding',
    category: 'Case Funding Loans',
    providerType: 'Case Funding',
    specialties: ['Pre-Settlement Funding', 'Medical Lien Funding'],
    description:
      'Empire Case Funding advances cash against pending personal-injury settlements so you can pay rent and bills while your case runs. No credit check, no monthly payments, and nothing to repay if you lose.',
    badges: ['No Credit Check'],
    plan: 'basic',
    logoUrl: logo('demo-5'),
    bannerUrl: null,
    showBanner: false,
    addressLine1: '1 Liberty Plaza',
    addressLine2: 'Suite 1800',
    city: 'New York',
    state: 'NY',
    zip: '10006',
    phone: '(212) 555-0155',
    website: 'https://empirecasefunding.example.com',
    social: social('empirecasefunding'),
    amenities: noAmenities,
    leadForm: null,
    sponsored: true,
    quote: 'Funded in two days, and the terms were explained plainly.',
    facts: { languages: ['en'], freeConsultation: true },
  },
  {
    id: 'demo-6',
    name: 'Coastal Physical Therapy & Rehab',
    category: 'Physical Therapists',
    providerType: 'Therapy Center',
    specialties: ['Post-Accident Rehab', 'Back Pain', 'Dry Needling'],
    description:
      'Coastal Physical Therapy helps accident and surgery patients regain strength and movement with one-on-one sessions, a full gym and home exercise plans. Evening appointments for people who work days.',
    badges: [],
    plan: 'basic',
    logoUrl: logo('demo-6'),
    bannerUrl: null,
    showBanner: false,
    addressLine1: '2201 Rosecrans Ave',
    addressLine2: '',
    city: 'San Diego',
    state: 'CA',
    zip: '92106',
    phone: '(619) 555-0137',
    website: 'https://coastalpt.example.com',
    social: social('coastalpt'),
    amenities: noAmenities,
    leadForm: null,
    sponsored: false,
    quote: null,
    facts: { languages: ['en', 'es'], acceptsLettersOfProtection: true },
  },
  {
    id: 'demo-7',
    name: 'Metro Medical Urgent Care',
    category: 'Medical Facilities',
    providerType: 'Medical Facility',
    specialties: ['Urgent Care', 'Accident Injuries', 'Occupational Medicine'],
    description:
      'Metro Medical Urgent Care sees walk-in patients seven days a week for accident injuries, cuts, sprains and fractures, with on-site X-ray and referrals to specialists when more care is needed.',
    badges: [],
    plan: 'unclaimed',
    logoUrl: null,
    bannerUrl: null,
    showBanner: false,
    addressLine1: '410 Atlantic Ave',
    addressLine2: '',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11217',
    phone: '(718) 555-0110',
    website: 'https://metromedicaluc.example.com',
    social: {},
    amenities: noAmenities,
    leadForm: null,
    sponsored: false,
    quote: null,
    facts: { languages: ['en', 'es', 'ru'], acceptsLettersOfProtection: true, pipAccepted: true },
  },
  {
    id: 'demo-8',
    // Open around the clock near downtown Miami: 'tow truck near 33101 open now' (issue 15).
    name: 'Biscayne Wrecker & Towing',
    category: 'Towing Services',
    providerType: 'Towing Service',
    specialties: ['24/7 Towing', 'Accident Recovery', 'Flatbed'],
    description:
      'Biscayne Wrecker & Towing runs flatbeds and wreckers around the clock across Miami-Dade, clearing accident scenes, storing vehicles safely and delivering them to the body shop of your choice.',
    badges: ['24/7'],
    plan: 'basic',
    logoUrl: logo('demo-8'),
    bannerUrl: null,
    showBanner: false,
    addressLine1: '1601 SW 8th St',
    addressLine2: '',
    city: 'Miami',
    state: 'FL',
    zip: '33135',
    phone: '(305) 555-0164',
    website: 'https://biscaynewrecker.example.com',
    social: social('biscaynewrecker'),
    amenities: noAmenities,
    leadForm: null,
    sponsored: false,
    quote: null,
    facts: { languages: ['en', 'es'], open24Hours: true, mobileService: true },
    workingHours: EVERY_DAY_ALL_DAY,
  },
  {
    id: 'demo-9',
    name: 'Palmetto Insurance Agency',
    category: 'Insurance Agents',
    providerType: 'Insurance Agent',
    specialties: ['Auto Insurance', 'Uninsured Motorist', 'Claims Help'],
    description:
      'Palmetto Insurance Agency compares auto, home and umbrella policies from a dozen carriers and stays with you through a claim, from the first call to the adjuster until the check arrives.',
    badges: [],
    plan: 'basic',
    logoUrl: logo('demo-9'),
    bannerUrl: null,
    showBanner: false,
    addressLine1: '1010 N Florida Ave',
    addressLine2: '',
    city: 'Tampa',
    state: 'FL',
    zip: '33602',
    phone: '(813) 555-0181',
    website: 'https://palmettoinsurance.example.com',
    social: social('palmettoinsurance'),
    amenities: noAmenities,
    leadForm: null,
    sponsored: false,
    quote: null,
    facts: { languages: ['en', 'es'], freeConsultation: true },
  },
  {
    id: 'demo-10',
    name: 'Pacific Accident Attorneys',
    category: 'Law Firms',
    providerType: 'Law Firm',
    specialties: ['Truck Accidents', 'Wrongful Death', 'Pedestrian Injuries'],
    description:
      'Pacific Accident Attorneys represent victims of truck, pedestrian and rideshare crashes in Northern California, taking cases to trial when insurers will not offer a fair settlement.',
    badges: [],
    plan: 'unclaimed',
    logoUrl: null,
    bannerUrl: null,
    showBanner: false,
    addressLine1: '455 Market St',
    addressLine2: 'Suite 1900',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    phone: '(415) 555-0147',
    website: 'https://pacificaccident.example.com',
    social: {},
    amenities: noAmenities,
    leadForm: null,
    sponsored: false,
    quote: null,
    facts: { languages: ['en', 'zh'], freeConsultation: true, noFeeUnlessWin: true },
  },
];

/** Sample reviewers: verified accounts nobody can sign in to (random password hash). */
export const SAMPLE_REVIEWERS = [
  { id: '5a3b1e00-0000-4000-8000-000000000001', firstName: 'Maria', lastName: 'Gonzalez' },
  { id: '5a3b1e00-0000-4000-8000-000000000002', firstName: 'James', lastName: 'Carter' },
  { id: '5a3b1e00-0000-4000-8000-000000000003', firstName: 'Priya', lastName: 'Patel' },
  { id: '5a3b1e00-0000-4000-8000-000000000004', firstName: 'David', lastName: 'Kim' },
  { id: '5a3b1e00-0000-4000-8000-000000000005', firstName: 'Ashley', lastName: 'Brooks' },
  { id: '5a3b1e00-0000-4000-8000-000000000006', firstName: 'Robert', lastName: 'Nguyen' },
] as const;
export const SAMPLE_REVIEWER_EMAIL_DOMAIN = 'sample-reviewers.invalid';

const REVIEW_TEXTS = [
  'From the first phone call they were clear about what would happen next and how long it would take. Every question I had got a real answer, and nobody rushed me out of the room.',
  'I was nervous after my accident, but the staff made me feel looked after. They explained the costs up front, sent reminders before each visit and were always on time.',
  'Good experience overall. There was a longer wait than I expected on two visits, but the work itself was excellent and the price matched the estimate they gave me on day one.',
  'Honest people who know what they are doing. They told me which parts of my claim were strong and which were not, and that honesty is exactly why I would go back to them.',
  'The front desk lost my paperwork once and I had to repeat everything, which was frustrating. Once I was seen the care was fine, but communication could be a lot better.',
  'Professional, friendly and quick. I got what I needed within a week and the final bill had no surprises at all. I have already recommended them to two friends from work.',
  'They took the time to walk me through every option, including ones that earned them less. I felt respected the whole way through and I would not hesitate to use them again.',
  'Average. Nothing went wrong, but nothing stood out either. Appointments started late a few times and I had to call twice to get an update on where things stood with my case.',
];

export interface SampleReview {
  providerId: string;
  reviewer: number;
  scores: [number, number, number, number, number];
  text: number;
  daysAgo: number;
  response: string | null;
}

const RESPONSE =
  'Thank you for taking the time to write this. We are glad we could help after your accident, and our team will keep working to make every visit as smooth as this one was for you.';
const APOLOGY =
  'We are sorry your visit fell short. We have changed how we handle paperwork at the front desk so it does not happen again; please call the office manager so we can make it right.';

/** 2 to 6 reviews for each provider that is not unclaimed. */
export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    providerId: 'demo-1',
    reviewer: 0,
    scores: [5, 5, 5, 5, 5],
    text: 0,
    daysAgo: 12,
    response: RESPONSE,
  },
  {
    providerId: 'demo-1',
    reviewer: 1,
    scores: [5, 4, 5, 4, 5],
    text: 6,
    daysAgo: 40,
    response: null,
  },
  {
    providerId: 'demo-1',
    reviewer: 2,
    scores: [4, 4, 3, 4, 4],
    text: 2,
    daysAgo: 75,
    response: null,
  },
  {
    providerId: 'demo-1',
    reviewer: 3,
    scores: [5, 5, 4, 5, 5],
    text: 3,
    daysAgo: 130,
    response: RESPONSE,
  },
  {
    providerId: 'demo-1',
    reviewer: 4,
    scores: [5, 5, 5, 4, 5],
    text: 5,
    daysAgo: 200,
    response: null,
  },
  {
    providerId: 'demo-2',
    reviewer: 0,
    scores: [5, 4, 4, 5, 5],
    text: 1,
    daysAgo: 8,
    response: null,
  },
  {
    providerId: 'demo-2',
    reviewer: 5,
    scores: [3, 2, 2, 3, 3],
    text: 4,
    daysAgo: 33,
    response: APOLOGY,
  },
  {
    providerId: 'demo-2',
    reviewer: 2,
    scores: [5, 5, 5, 5, 4],
    text: 5,
    daysAgo: 90,
    response: null,
  },
  {
    providerId: 'demo-3',
    reviewer: 1,
    scores: [5, 5, 5, 5, 5],
    text: 5,
    daysAgo: 5,
    response: RESPONSE,
  },
  {
    providerId: 'demo-3',
    reviewer: 3,
    scores: [4, 5, 4, 4, 4],
    text: 0,
    daysAgo: 61,
    response: null,
  },
  {
    providerId: 'demo-3',
    reviewer: 4,
    scores: [5, 4, 5, 5, 5],
    text: 6,
    daysAgo: 98,
    response: null,
  },
  {
    providerId: 'demo-3',
    reviewer: 5,
    scores: [4, 4, 4, 3, 4],
    text: 2,
    daysAgo: 150,
    response: null,
  },
  {
    providerId: 'demo-4',
    reviewer: 0,
    scores: [4, 4, 3, 4, 4],
    text: 2,
    daysAgo: 20,
    response: null,
  },
  {
    providerId: 'demo-4',
    reviewer: 2,
    scores: [5, 5, 5, 5, 5],
    text: 5,
    daysAgo: 47,
    response: RESPONSE,
  },
  {
    providerId: 'demo-4',
    reviewer: 4,
    scores: [2, 2, 1, 2, 2],
    text: 4,
    daysAgo: 180,
    response: APOLOGY,
  },
  {
    providerId: 'demo-5',
    reviewer: 1,
    scores: [4, 5, 4, 3, 4],
    text: 3,
    daysAgo: 15,
    response: null,
  },
  {
    providerId: 'demo-5',
    reviewer: 3,
    scores: [3, 3, 3, 3, 3],
    text: 7,
    daysAgo: 70,
    response: null,
  },
  {
    providerId: 'demo-6',
    reviewer: 5,
    scores: [5, 5, 5, 5, 5],
    text: 1,
    daysAgo: 3,
    response: RESPONSE,
  },
  {
    providerId: 'demo-6',
    reviewer: 0,
    scores: [5, 5, 4, 5, 5],
    text: 6,
    daysAgo: 29,
    response: null,
  },
  {
    providerId: 'demo-6',
    reviewer: 4,
    scores: [4, 4, 5, 4, 4],
    text: 0,
    daysAgo: 110,
    response: null,
  },
  {
    providerId: 'demo-8',
    reviewer: 1,
    scores: [4, 3, 5, 4, 4],
    text: 5,
    daysAgo: 9,
    response: null,
  },
  {
    providerId: 'demo-8',
    reviewer: 2,
    scores: [3, 3, 2, 3, 3],
    text: 7,
    daysAgo: 55,
    response: null,
  },
  {
    providerId: 'demo-9',
    reviewer: 3,
    scores: [5, 5, 5, 4, 5],
    text: 3,
    daysAgo: 18,
    response: RESPONSE,
  },
  {
    providerId: 'demo-9',
    reviewer: 5,
    scores: [4, 4, 4, 4, 4],
    text: 1,
    daysAgo: 85,
    response: null,
  },
].map((r) => ({ ...r, scores: r.scores as SampleReview['scores'] }));

export const SAMPLE_REVIEW_TEXTS = REVIEW_TEXTS;

export const SAMPLE_POSTS: Array<{
  providerId: string;
  text: string;
  imageUrls: string[];
  daysAgo: number;
}> = [
  {
    providerId: 'demo-1',
    text: 'Hurt in a crash? Photograph the scene, get the other driver’s insurance and see a doctor within 14 days: Florida PIP requires it. Our free checklist explains the rest.',
    imageUrls: [1, 2, 3, 4].map((n) => art(`demo-1-post-${n}`, 600, 400)),
    daysAgo: 1,
  },
  {
    providerId: 'demo-3',
    text: 'Our new 3T MRI is open: shorter scans, sharper images and a wider bore for patients who feel closed in. Evening slots are available Monday to Friday.',
    imageUrls: [1, 2].map((n) => art(`demo-3-post-${n}`, 600, 400)),
    daysAgo: 2,
  },
  {
    providerId: 'demo-2',
    text: 'Whiplash symptoms can take days to appear. Neck stiffness, headaches or tingling in the arms after an accident? Book a same-week assessment.',
    imageUrls: [art('demo-2-post-1', 600, 400)],
    daysAgo: 4,
  },
  {
    providerId: 'demo-4',
    text: 'Hail season is here. We repair dents without repainting in most cases, and we bill your insurer directly. Free estimates every weekday.',
    imageUrls: [1, 2, 3].map((n) => art(`demo-4-post-${n}`, 600, 400)),
    daysAgo: 6,
  },
  {
    providerId: 'demo-6',
    text: 'New evening rehab classes for back pain start next Monday: small groups, a physical therapist with every group, and exercises you can keep doing at home.',
    imageUrls: [],
    daysAgo: 9,
  },
  {
    providerId: 'demo-1',
    text: 'We are proud to sponsor the Miami Safe Streets 5K this spring. Every registration funds bike lights and helmets for local students.',
    imageUrls: [art('demo-1-post-5', 600, 400)],
    daysAgo: 14,
  },
  {
    providerId: 'demo-8',
    text: 'Stuck on I-95 or the Dolphin Expressway? Our trucks reach most of Miami-Dade in under 40 minutes, day and night. Save our number before you need it.',
    imageUrls: [],
    daysAgo: 20,
  },
];
