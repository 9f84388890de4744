import type { TPlace } from '@app/contracts';
import { KeyboardEvent, useId, useState } from 'react';
import { cn } from '../ui/cn';
import { usePlaceSuggestions } from '../api/places';
import { nearOf } from './near';
import { useT } from '../../lib/i18n';
import { placeMessages } from './i18n';

/** A place typed in full: a 5-digit ZIP or 'City, ST'. */
const isWholePlace = (text: string) =>
  /^\s*\d{5}\s*$/.test(text) || /^\s*[^,]+,\s*[A-Za-z]{2}\s*$/.test(text);

/**
 * The place box (issue 15): a city or ZIP with suggestions from GET /places/suggest, as an
 * ARIA combobox (arrows move, Enter picks, Escape closes). Controlled: the parent holds the
 * text; choosing a place (a click, or Enter, which takes the first suggestion when none is
 * highlighted and the text is not a whole place already) calls `onChoose` with its `near`
 * value ('33101' or 'Miami, FL'). Enter with no suggestion open, or on a whole place, is left
 * to the surrounding form.
 */
export function PlaceBox({
  id,
  text,
  onTextChange,
  onChoose,
  onClear,
  size = 'md',
  className,
  labelClassName = 'sr-only',
}: {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (near: string) => void;
  onClear?: () => void;
  size?: 'md' | 'lg';
  className?: string;
  labelClassName?: string;
}) {
  const t = useT(placeMessages);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(text, open);
  const items = open ? (suggestions.data ?? []) : [];
  const expanded = open && items.length > 0;

  const choose = (place: TPlace) => {
    const near = nearOf(place);
    setOpen(false);
    setActive(-1);
    onTextChange(near);
    onChoose(near);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (items.length ? (i + 1) % items.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (items.length ? (i <= 0 ? items.length - 1 : i - 1) : -1));
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded) {
      if (active < 0 && isWholePlace(text)) {
        // 'Miami, FL' or '33101' typed in full: searched as typed, by the surrounding form.
        setOpen(false);
        return;
      }
      event.preventDefault();
      choose(items[active] ?? items[0]!);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className={cn('relative flex flex-col gap-1', className)}>
      <label htmlFor={id} className={labelClassName}>
        {t('label')}
      </label>
      <div className="relative flex items-center">
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute left-3 size-5 text-slate-500"
        >
          <path d="M10 2a6 6 0 0 1 6 6c0 4.2-6 10-6 10S4 12.2 4 8a6 6 0 0 1 6-6Zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
        </svg>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          autoComplete="off"
          inputMode="search"
          className={cn(
            'w-full rounded-full border border-slate-300 bg-white pl-10 pr-10 text-slate-900 placeholder:text-slate-500',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            size === 'lg' ? 'h-14 text-base shadow-lg' : 'h-10 text-sm',
          )}
        />
        {text && (
          <button
            type="button"
            aria-label={t('clear')}
            onClick={() => {
              onTextChange('');
              setActive(-1);
              onClear?.();
            }}
            className="absolute right-3 rounded-full p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
            </svg>
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
      >
        {items.map((place, index) => (
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first
            onMouseDown={(e) => {
              e.preventDefault();
              choose(place);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'cursor-pointer truncate px-4 py-2 text-sm',
              index === active && 'bg-slate-100',
            )}
          >
            {place.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
