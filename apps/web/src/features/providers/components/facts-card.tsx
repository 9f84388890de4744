import { injuryFactsFor, LANGUAGES, type TProviderProfile } from '@app/contracts';
import { factLabel, languageName, languageSpokenLabel } from '../../../components/labels';
import { currentLocale, useT } from '../../../lib/i18n';
import { providerPartMessages } from './i18n';

const card = 'rounded-2xl border border-slate-200 bg-white p-5';
const title = 'text-lg font-semibold text-slate-900';

/**
 * The injury facts an owner set (issue 15) that apply to the provider's category, and the
 * languages spoken ('Spanish spoken'), as badges.
 */
export default function FactsCard({ provider }: { provider: TProviderProfile }) {
  const t = useT(providerPartMessages);
  const facts = provider.facts;
  if (!facts) return null;
  const yes = injuryFactsFor(provider.category).filter((f) => facts[f]);
  const languages = LANGUAGES.filter((l) => facts.languages.includes(l.code));
  if (yes.length === 0 && languages.length === 0) return null;
  return (
    <section aria-labelledby="facts" className={card}>
      <h2 id="facts" className={title}>
        {t('goodToKnow')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t('services')}>
        {languages
          .filter((l) => l.code !== 'en')
          .map((l) => (
            <li
              key={l.code}
              className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
            >
              {languageSpokenLabel(l.code)}
            </li>
          ))}
        {yes.map((f) => (
          <li
            key={f}
            className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800"
          >
            <span aria-hidden className="mr-1">
              ✓
            </span>
            {factLabel(f)}
          </li>
        ))}
      </ul>
      {languages.length > 0 && (
        <p className="mt-3 text-sm text-slate-800">
          {t('languages', {
            // The spec's English names as they are; the page's language's names otherwise.
            list: languages
              .map((l) => (currentLocale() === 'en' ? l.name : languageName(l.code)))
              .join(', '),
          })}
        </p>
      )}
    </section>
  );
}
