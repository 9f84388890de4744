import { INJURY_FACT_LABELS, INJURY_FACTS, LANGUAGES } from '@app/contracts';
import { useState } from 'react';
import { Select } from '../../../components/ui/field';
import { SEARCH_STRINGS } from '../strings';
import { RADIUS_CHOICES, type UrlFilters } from '../url-filters';

const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';
const checkClass = 'size-4 rounded border-slate-400 accent-brand-700';

/**
 * Issue 15's filters, all in the URL: Distance (with a place), Sort by (Distance only with a
 * place), Open now, and under More filters the language spoken and each injury fact.
 */
export function MoreFilters({ filters }: { filters: UrlFilters }) {
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
            label={SEARCH_STRINGS.radius}
            value={filters.radius}
            onChange={(e) => filters.set('radius', e.target.value)}
            controlClassName={selectClass}
          >
            {radiusChoices.map((miles) => (
              <option key={miles} value={miles}>
                {SEARCH_STRINGS.radiusOption(miles)}
              </option>
            ))}
          </Select>
        )}
        <Select
          id="filter-sort"
          label={SEARCH_STRINGS.sort}
          value={filters.sort === 'distance' && !filters.place ? '' : (filters.sort ?? '')}
          onChange={(e) => filters.update({ sort: e.target.value, rating: undefined })}
          controlClassName={selectClass}
        >
          <option value="">{SEARCH_STRINGS.sortBest}</option>
          {filters.place && <option value="distance">{SEARCH_STRINGS.sortDistance}</option>}
          <option value="reviews_desc">{SEARCH_STRINGS.sortReviews}</option>
          <option value="newest">{SEARCH_STRINGS.sortNewest}</option>
        </Select>
        <label className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:checked]:border-green-700 has-[:checked]:bg-green-50">
          <input
            type="checkbox"
            checked={filters.openNow}
            onChange={(e) => filters.set('openNow', e.target.checked ? 'true' : undefined)}
            className={checkClass}
          />
          {SEARCH_STRINGS.openNow}
        </label>
      </div>
      <details open={openAtFirst} className="rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          {SEARCH_STRINGS.moreFilters}
          {extra > 0 ? ` (${extra})` : ''}
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-200 p-3 sm:flex-row sm:items-start">
          <Select
            id="filter-language"
            label={SEARCH_STRINGS.language}
            className="sm:w-56"
            value={filters.languages[0] ?? ''}
            onChange={(e) => filters.set('languages', e.target.value)}
            controlClassName={selectClass}
          >
            <option value="">{SEARCH_STRINGS.anyLanguage}</option>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </Select>
          <fieldset className="flex-1">
            <legend className="text-sm font-medium text-slate-800">{SEARCH_STRINGS.facts}</legend>
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
                  {INJURY_FACT_LABELS[fact]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </details>
    </div>
  );
}
