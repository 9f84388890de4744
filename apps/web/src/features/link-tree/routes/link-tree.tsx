import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Stars } from '../../../components/ui/stars';
import { providerStanding } from '../api/provider-standing';
import { commonMessages } from '../../../components/i18n';
import { formatNumber, useT } from '../../../lib/i18n';
import { linkTreeMessages } from '../i18n';

export interface LinkTreeDocument {
  title: string;
  subtitle: string;
  avatar: string;
  /**
   * The directory profile the page speaks for: its rating, review count and logo come from
   * the provider's row, so the page always agrees with the profile.
   */
  providerId?: string;
  /** Only for a document that names no provider. */
  rating?: number;
  reviews?: number;
  buttons: { id: string; label: string; url: string; variant?: string }[];
}

/** What the page shows about the provider (its row wins over the document). */
interface Standing {
  rating: number;
  reviews: number;
  avatar: string | null;
}

export const LINK_TREE_URL = '/link-tree.json';

function standingOf(doc: LinkTreeDocument): Standing | null {
  return doc.rating !== undefined && doc.reviews !== undefined
    ? { rating: doc.rating, reviews: doc.reviews, avatar: null }
    : null;
}

/**
 * /link-tree (spec 2): a static JSON file, 'Loading…' until it arrives (and on failure, which
 * is only logged). The rating and review count are the named provider's own (its profile's
 * numbers). The primary button (or the first) is large; web links open in a new tab.
 */
export function LinkTreePage() {
  const t = useT(linkTreeMessages);
  const common = useT(commonMessages);
  const [doc, setDoc] = useState<LinkTreeDocument | null>(null);
  const [standing, setStanding] = useState<Standing | null>(null);
  useEffect(() => {
    let active = true;
    fetch(LINK_TREE_URL)
      .then((r) => {
        if (!r.ok) throw new Error(`link-tree: HTTP ${r.status}`);
        return r.json() as Promise<LinkTreeDocument>;
      })
      .then(async (d) => {
        if (!active) return;
        setDoc(d);
        if (!d.providerId) {
          setStanding(standingOf(d));
          return;
        }
        try {
          const s = await providerStanding(d.providerId);
          if (active) setStanding(s);
        } catch (e) {
          // No numbers rather than numbers the profile does not have.
          console.error('link-tree: could not load the provider', e);
        }
      })
      .catch((e: unknown) => console.error('link-tree: could not load', e));
    return () => {
      active = false;
    };
  }, []);
  if (!doc)
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-700">
        {common('loading')}
      </p>
    );
  const primary = doc.buttons.find((b) => b.variant === 'primary') ?? doc.buttons[0];
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
      <img
        src={standing?.avatar ?? doc.avatar}
        alt=""
        className="size-24 rounded-full border border-slate-200 object-cover"
      />
      <div aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm text-slate-700">
        {standing && (
          <>
            <Stars rating={standing.rating} />
            <span>
              {t('standing', {
                rating: formatNumber(standing.rating, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
                count: standing.reviews,
              })}
            </span>
          </>
        )}
      </div>
      <h1 className="whitespace-pre-line text-2xl font-bold text-slate-900">{doc.title}</h1>
      <p className="text-slate-700">{doc.subtitle}</p>
      <ul className="flex w-full flex-col gap-3">
        {doc.buttons.map((b) => (
          <li key={b.id}>
            <a
              href={b.url}
              {...(/^https?:/i.test(b.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
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
