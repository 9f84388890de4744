import {
  INJURY_FACTS,
  LANGUAGES,
  PROVIDER_CATEGORIES,
  type InjuryFact,
} from '../providers/providers.schemas.js';

// Kept apart from providers.schemas.ts: only the profile's lazy facts card and the editors
// read these, so the public pages' shared first chunk does not carry them (decision 0021).

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
