import type { PROVIDER_CATEGORIES } from '../providers/providers.schemas.js';

// The injury facts and languages as plain data (a type-only import): a page can read them
// (filters, labels) without loading the zod schemas of providers.schemas.ts.
/** Languages a provider's staff speak (ISO 639-1), Spanish first. */
export const LANGUAGES = [
  { code: 'es', name: 'Spanish' },
  { code: 'en', name: 'English' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ht', name: 'Haitian Creole' },
  { code: 'zh', name: 'Chinese' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'ko', name: 'Korean' },
  { code: 'ru', name: 'Russian' },
  { code: 'ar', name: 'Arabic' },
  { code: 'fr', name: 'French' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'pl', name: 'Polish' },
] as const;
/**
 * The injury-specific yes/no facts an owner sets (issue 15); each is a filter of
 * GET /providers (`freeConsultation=true`). `open24Hours` is also the open-now rule's
 * 24-hours flag (towing).
 */
export const INJURY_FACTS = [
  'freeConsultation',
  'noFeeUnlessWin',
  'acceptsLettersOfProtection',
  'pipAccepted',
  'open24Hours',
  'mobileService',
] as const;
export type InjuryFact = (typeof INJURY_FACTS)[number];
export const INJURY_FACT_LABELS: Record<InjuryFact, string> = {
  freeConsultation: 'Free consultation',
  noFeeUnlessWin: 'No fee unless you win',
  acceptsLettersOfProtection: 'Accepts letters of protection / liens',
  pipAccepted: 'PIP accepted',
  open24Hours: 'Open 24/7',
  mobileService: 'Mobile service',
};

/**
 * The categories each fact applies to ('all': every category). The editors offer, and the
 * profile shows, only the facts of the provider's category (decision 0021); a fact kept from
 * an earlier category stays stored and filterable but is not shown.
 */
export const INJURY_FACT_CATEGORIES: Record<
  InjuryFact,
  'all' | ReadonlyArray<(typeof PROVIDER_CATEGORIES)[number]>
> = {
  freeConsultation: 'all',
  noFeeUnlessWin: ['Law Firms'],
  acceptsLettersOfProtection: [
    'Medical Facilities',
    'Chiropractors',
    'MRI/Imaging Centers',
    'Physical Therapists',
  ],
  pipAccepted: [
    'Medical Facilities',
    'Chiropractors',
    'MRI/Imaging Centers',
    'Physical Therapists',
  ],
  open24Hours: 'all',
  mobileService: 'all',
};

/** The facts that apply to a category, in INJURY_FACTS order. */
export function injuryFactsFor(category: string): InjuryFact[] {
  return INJURY_FACTS.filter((f) => {
    const applies = INJURY_FACT_CATEGORIES[f];
    return applies === 'all' || (applies as readonly string[]).includes(category);
  });
}

/** 'Spanish spoken' (the i18n issue may show 'Se habla español' to Spanish readers). */
export function languageSpokenLabel(code: string): string {
  const language = LANGUAGES.find((l) => l.code === code);
  return `${language?.name ?? code} spoken`;
}
