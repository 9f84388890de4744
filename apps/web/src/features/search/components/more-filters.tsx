import { INJURY_FACTS, LANGUAGES } from '@app/contracts';
import { useState } from 'react';
import { Select } from '../../../components/ui/field';
import { factLabel, languageName } from '../../../components/labels';
import { currentLocale, useT } from '../../../lib/i18n';
import { searchMessages } from '../i18n';
import { RADIUS_CHOICES, type UrlFilters } from '../url-filters';

const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';
const checkClass = 'size-4 rounded border-slate-400 accent-brand-700';

/**
 * A language's option: the spec's English names as they are ('Tagalog', where Intl says
 * 'Filipino'), the name in the page's language otherwise ('Español', 'Criollo haitiano').
 */
function languageOption(language: (typeof LANGUAGES)[number]): string {
  if (currentLocale() === 'en') return language.name;
  const name = languageName(language.code);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/**
 * Issue 15's filters, all in the URL: Distance (with a place), Sort by (Distance only with a
 * place), Open now, and under More filters the language spoken and each injury fact.
 */
export function MoreFilters({ filters }: { filters: UrlFilters }) {
  const t = useT(searchMessages);
  const radiusChoices = (RADIUS_CHOICES as readonly number[]).includes(filters.radius)
    ? RADIUS_CHOICES
    : [...RADIUS_CHOICES, filters.radius].sort((a, b) => a - b);
  const extra = filters.languages.length + filters.facts.length;
  // Open at first when one of them is set; then the visitor opens and closes it.
  const [openAtFirst] = useState(extra > 0);
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
        {filters.place && (
          <Select
            id="filter-radius"
            label={t('radius')}
            value={filters.radius}
            onChange={(e) => filters.set('radius', e.target.value)}
            controlClassName={selectClass}
          >
            {radiusChoices.map((miles) => (
              <option key={miles} value={miles}>
                {t('radiusOption', { miles })}
              </option>
            ))}
          </Select>
        )}
        <Select
          id="filter-sort"
          label={t('sort')}
          value={filters.sort === 'distance' && !filters.place ? '' : (filters.sort ?? '')}
          onChange={(e) => filters.update({ sort: e.target.value, rating: undefined })}
          controlClassName={selectClass}
        >
          <option value="">{t('sortBest')}</option>
          {filters.place && <option value="distance">{t('sortDistance')}</option>}
          <option value="reviews_desc">{t('sortReviews')}</option>
          <option value="newest">{t('sortNewest')}</option>
        </Select>
        <label className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:checked]:border-green-700 has-[:checked]:bg-green-50">
          <input
            type="checkbox"
            checked={filters.openNow}
            onChange={(e) => filters.set('openNow', e.target.checked ? 'true' : undefined)}
            className={checkClass}
          />
          {t('openNow')}
        </label>
      </div>
      <details open={openAtFirst} className="rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          {extra > 0 ? t('moreFiltersCount', { count: extra }) : t('moreFilters')}
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-200 p-3 sm:flex-row sm:items-start">
          <Select
            id="filter-language"
            label={t('language')}
            className="sm:w-56"
            value={filters.languages[0] ?? ''}
            onChange={(e) => filters.set('languages', e.target.value)}
            controlClassName={selectClass}
          >
            <option value="">{t('anyLanguage')}</option>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {languageOption(l)}
              </option>
            ))}
          </Select>
          <fieldset className="flex-1">
            <legend className="text-sm font-medium text-slate-800">{t('facts')}</legend>
            <div className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
              {INJURY_FACTS.map((fact) => (
                <label
                  key={fact}
                  className="flex min-h-8 items-center gap-2 text-sm text-slate-800"
                >
                  <input
                    type="checkbox"
                    checked={filters.facts.includes(fact)}
                    onChange={(e) => filters.toggleFact(fact, e.target.checked)}
                    className={checkClass}
                  />
                  {factLabel(fact)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </details>
    </div>
  );
}
