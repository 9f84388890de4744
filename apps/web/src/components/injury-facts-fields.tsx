import { injuryFactsFor, LANGUAGES, type InjuryFact, type TInjuryFacts } from '@app/contracts';
import { useT } from '../lib/i18n';
import { formMessages } from './forms/i18n';
import { factLabel, languageName } from './labels';

/** The facts and languages an editor changes: what was loaded, updated as boxes are ticked. */
export type FactsValue = TInjuryFacts;

const box = 'size-4 accent-brand-700';

/**
 * The injury facts' fields of the owner's and the admin's editors (issue 15): the languages
 * spoken (Spanish first) and the yes/no facts that apply to the category. `open24Hours` is
 * the hours editor's switch; `with24Hours` shows it here too (the admin editor has no hours).
 */
export function InjuryFactsFields({
  category,
  value,
  onChange,
  with24Hours = false,
}: {
  category: string;
  value: FactsValue;
  onChange: (next: FactsValue) => void;
  with24Hours?: boolean;
}) {
  const t = useT(formMessages);
  const facts = injuryFactsFor(category).filter((f) => with24Hours || f !== 'open24Hours');
  const setFact = (f: InjuryFact, on: boolean) => onChange({ ...value, [f]: on });
  const setLanguage = (code: (typeof LANGUAGES)[number]['code'], on: boolean) =>
    onChange({
      ...value,
      languages: on
        ? LANGUAGES.map((l) => l.code).filter((c) => c === code || value.languages.includes(c))
        : value.languages.filter((c) => c !== code),
    });
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('facts.services')}</legend>
        {facts.map((f) => (
          <label key={f} className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={value[f]}
              onChange={(e) => setFact(f, e.target.checked)}
              className={box}
            />
            {f === 'open24Hours' ? t('facts.open24Hours') : factLabel(f)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('facts.languages')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {LANGUAGES.map((l) => (
            <label key={l.code} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={value.languages.includes(l.code)}
                onChange={(e) => setLanguage(l.code, e.target.checked)}
                className={box}
              />
              <span lang={l.code}>{languageName(l.code)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** No language and every fact off: a profile that carries no facts yet. */
export const NO_FACTS: FactsValue = {
  languages: [],
  freeConsultation: false,
  noFeeUnlessWin: false,
  acceptsLettersOfProtection: false,
  pipAccepted: false,
  open24Hours: false,
  mobileService: false,
};

/** The facts whose value differs from what was loaded (PATCH sends only those). */
export function changedFacts(before: FactsValue, after: FactsValue): Partial<FactsValue> {
  const out: Partial<FactsValue> = {};
  if (before.languages.join() !== after.languages.join()) out.languages = after.languages;
  for (const key of Object.keys(after) as Array<keyof FactsValue>)
    if (key !== 'languages' && before[key] !== after[key])
      (out as Record<string, unknown>)[key] = after[key];
  return out;
}
