import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Stars } from '../../../components/ui/stars';

export interface LinkTreeDocument {
  title: string;
  subtitle: string;
  avatar: string;
  rating: number;
  reviews: number;
  buttons: { id: string; label: string; url: string; variant?: string }[];
}

export const LINK_TREE_URL = '/link-tree.json';

/**
 * /link-tree (spec 2): a static JSON file, 'Loading…' until it arrives (and on failure, which
 * is only logged). The primary button (or the first) is large; links open in a new tab.
 */
export function LinkTreePage() {
  const [doc, setDoc] = useState<LinkTreeDocument | null>(null);
  useEffect(() => {
    let active = true;
    fetch(LINK_TREE_URL)
      .then((r) => {
        if (!r.ok) throw new Error(`link-tree: HTTP ${r.status}`);
        return r.json() as Promise<LinkTreeDocument>;
      })
      .then((d) => active && setDoc(d))
      .catch((e: unknown) => console.error('link-tree: could not load', e));
    return () => {
      active = false;
    };
  }, []);
  if (!doc)
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-700">
        Loading…
      </p>
    );
  const primary = doc.buttons.find((b) => b.variant === 'primary') ?? doc.buttons[0];
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
      <img
        src={doc.avatar}
        alt=""
        className="size-24 rounded-full border border-slate-200 object-cover"
      />
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Stars rating={5} />
        <span>
          {doc.rating.toFixed(1)} · {doc.reviews} Reviews
        </span>
      </div>
      <h1 className="whitespace-pre-line text-2xl font-bold text-slate-900">{doc.title}</h1>
      <p className="text-slate-700">{doc.subtitle}</p>
      <ul className="flex w-full flex-col gap-3">
        {doc.buttons.map((b) => (
          <li key={b.id}>
            <a
              href={b.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                'w-full',
                b === primary
                  ? buttonClasses('primary', 'lg', 'w-full')
                  : buttonClasses('secondary', 'md', 'w-full'),
              )}
            >
              {b.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
