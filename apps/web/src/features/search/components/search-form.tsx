import { normalizeSearchText } from '@app/contracts';
import { FormEvent, useState } from 'react';
import { LocateButton, placeMessages, PlaceBox } from '../../../components/places';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { searchMessages } from '../i18n';
import type { UrlFilters } from '../url-filters';

/** What the place box shows for the URL's place. */
const placeText = (place: UrlFilters['place']) =>
  place?.kind === 'near' ? place.near : place ? placeMessages.t('myLocation') : '';

/**
 * The query and the place on /search (issue 15): both stay editable on the page, at every
 * width. Choosing a suggested place, 'Use my location' and Search each update the URL.
 */
export function SearchForm({ filters }: { filters: UrlFilters }) {
  const t = useT(searchMessages);
  const [what, setWhat] = useState(filters.q ?? '');
  const [where, setWhere] = useState(placeText(filters.place));
  // The URL can change from elsewhere (the header's box, the clear cross, Back): follow it.
  const [seen, setSeen] = useState({ q: filters.q, place: placeText(filters.place) });
  if (seen.q !== filters.q || seen.place !== placeText(filters.place)) {
    setSeen({ q: filters.q, place: placeText(filters.place) });
    setWhat(filters.q ?? '');
    setWhere(placeText(filters.place));
  }
  const subject = () => ({ q: normalizeSearchText(what) || undefined });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = normalizeSearchText(where);
    if (!place) filters.setPlace(null, subject());
    else if (filters.place?.kind === 'coords' && where === placeMessages.t('myLocation'))
      filters.update(subject());
    else filters.setPlace({ kind: 'near', near: place }, subject());
  };

  return (
    <div className="mt-4 flex flex-col gap-2">
      <form
        role="search"
        aria-label={t('form')}
        onSubmit={submit}
        className="flex flex-col gap-2 md:flex-row md:items-end"
      >
        <Field id="search-what" label={t('what')} className="md:flex-1">
          {(aria) => (
            <input
              {...aria}
              type="search"
              value={what}
              onChange={(e) => setWhat(e.target.value)}
              placeholder={t('whatPlaceholder')}
              autoComplete="off"
              className="h-10 w-full rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
            />
          )}
        </Field>
        <PlaceBox
          id="search-where"
          text={where}
          onTextChange={setWhere}
          onChoose={(near) => filters.setPlace({ kind: 'near', near }, subject())}
          onClear={() => filters.setPlace(null)}
          className="md:flex-1"
          labelClassName="text-sm font-medium text-slate-800"
        />
        <Button type="submit" className="rounded-full md:w-28">
          {t('search')}
        </Button>
      </form>
      <LocateButton
        className="items-start"
        buttonClassName="h-8 px-2 text-brand-700 hover:bg-brand-50"
        onFound={(at) => filters.setPlace({ kind: 'coords', ...at }, subject())}
      />
    </div>
  );
}
