import { normalizeSearchText } from '@app/contracts';
import { FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { cn } from './ui/cn';

/**
 * Enter goes to /search?q=<normalised text>; an empty Enter goes to /search (spec 2).
 * Suggestions arrive with the directory (step 4).
 */
export function SearchBox({
  className,
  size = 'md',
  id = 'search',
}: {
  className?: string;
  size?: 'md' | 'lg';
  id?: string;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = normalizeSearchText(text);
    navigate(q ? `${paths.search}?${new URLSearchParams({ q })}` : paths.search);
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className={cn('relative flex w-full items-center', className)}
    >
      <label htmlFor={id} className="sr-only">
        Search providers
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
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search law firms, clinics, chiropractors…"
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
          aria-label="Clear search"
          onClick={() => setText('')}
          className="absolute right-3 rounded-full p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
          </svg>
        </button>
      )}
    </form>
  );
}
