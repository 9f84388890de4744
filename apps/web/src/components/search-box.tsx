import { normalizeSearchText } from '@app/contracts';
import { FormEvent, KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useT } from '../lib/i18n';
import { useProviderSuggestions as useSuggestions } from './api/provider-suggestions';
import { layoutMessages } from './layouts/i18n';
import { cn } from './ui/cn';
import { useLabels } from './use-labels';

/**
 * The provider search box (spec 2): suggestions as you type (the first 6 providers when
 * empty), Enter or a suggestion goes to /search?q=<normalised text>, an empty Enter to
 * /search, a clear button. ARIA combobox: arrows move, Enter picks, Escape closes.
 */
export function SearchBox({
  className,
  size = 'md',
  id = 'search',
  near,
  onTextChange,
}: {
  className?: string;
  size?: 'md' | 'lg';
  id?: string;
  /** A place (the home hero's place box) the search goes near: `near` in the URL. */
  near?: string;
  /** Told of every change of the text (the hero's place box searches with it). */
  onTextChange?: (text: string) => void;
}) {
  const t = useT(layoutMessages);
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, open);
  const items = open ? (suggestions.data ?? []) : [];
  const labels = useLabels(open);

  const go = (value: string) => {
    const q = normalizeSearchText(value);
    setOpen(false);
    setActive(-1);
    const place = normalizeSearchText(near ?? '');
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...(place ? { near: place } : {}) });
    navigate(params.size ? `${paths.search}?${params}` : paths.search);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = items[active];
    go(picked ? picked.name : text);
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
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && items.length > 0;
  return (
    <form
      role="search"
      onSubmit={submit}
      className={cn('relative flex w-full items-center', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <svg
        aria-hidden
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute left-3 size-5 text-slate-500"
      >
        <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l4.1 4.1-1.1 1.1-4.1-4.1A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
      </svg>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onTextChange?.(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        className={cn(
          'w-full rounded-full border border-slate-300 bg-white pl-10 pr-10 text-slate-900 placeholder:text-slate-500',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          size === 'lg' ? 'h-14 text-base shadow-lg' : 'h-10 text-sm',
        )}
      />
      {text && (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            onTextChange?.('');
            setActive(-1);
          }}
          className="absolute right-3 rounded-full p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
          </svg>
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first
            onMouseDown={(e) => {
              e.preventDefault();
              go(item.name);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2',
              index === active && 'bg-slate-100',
            )}
          >
            <span className="truncate font-medium">{item.name}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {labels ? labels.categoryLabel(item.category) : item.category}
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
