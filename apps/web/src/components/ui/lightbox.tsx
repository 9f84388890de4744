import { ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { formatNumber, useT } from '../../lib/i18n';
import { commonMessages } from '../i18n';
import { uiMessages } from './i18n';
import { LazyDialog as Dialog } from './lazy-dialog';

/**
 * Image lightbox (spec 2): previous and next (arrow keys), Escape closes (Radix), focus goes
 * back to the photo that opened it (Dialog). The one lightbox of every image set: review
 * photos, post photos on the provider page, the home page and the provider's own page.
 */
export function Lightbox({
  urls,
  start,
  onClose,
}: {
  urls: string[];
  start: number;
  onClose: () => void;
}) {
  const t = useT(uiMessages);
  const common = useT(commonMessages);
  const [index, setIndex] = useState(start);
  const [failed, setFailed] = useState(false);
  const move = (step: number) => {
    setFailed(false);
    setIndex((i) => (i + step + urls.length) % urls.length);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') move(1);
      if (e.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('photoOf', { index: formatNumber(index + 1), count: formatNumber(urls.length) })}
      className="max-w-3xl"
    >
      <div className="flex flex-col items-center gap-3">
        {failed ? (
          <p role="alert" className="flex h-64 items-center text-red-700">
            {t('imageFailed')}
          </p>
        ) : (
          <img
            src={urls[index]}
            alt={t('photoOf', { index: formatNumber(index + 1), count: formatNumber(urls.length) })}
            onError={() => setFailed(true)}
            className="max-h-[70vh] w-auto rounded-lg"
          />
        )}
        {urls.length > 1 && (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => move(-1)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            >
              {common('previous')}
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            >
              {common('next')}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

/**
 * One lightbox for a page or section: `open(urls, index)` from any photo button, and `element`
 * rendered once.
 */
export function useLightbox(): {
  open: (urls: string[], index: number) => void;
  element: ReactNode;
} {
  const [shown, setShown] = useState<{ urls: string[]; index: number } | null>(null);
  const open = useCallback((urls: string[], index: number) => setShown({ urls, index }), []);
  const element = useMemo(
    () =>
      shown ? (
        <Lightbox urls={shown.urls} start={shown.index} onClose={() => setShown(null)} />
      ) : null,
    [shown],
  );
  return { open, element };
}

/** A post's photos as buttons that open the lightbox (provider page, own profile page). */
export function PostPhotos({
  urls,
  onOpen,
  className = 'flex flex-wrap gap-2',
}: {
  urls: string[];
  onOpen: (urls: string[], index: number) => void;
  className?: string;
}) {
  const t = useT(uiMessages);
  if (urls.length === 0) return null;
  return (
    <ul className={className}>
      {urls.map((url, index) => (
        <li key={url}>
          <button
            type="button"
            onClick={() => onOpen(urls, index)}
            className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <img
              src={url}
              alt={t('postPhotoOf', {
                index: formatNumber(index + 1),
                count: formatNumber(urls.length),
              })}
              className="size-20 object-cover"
              loading="lazy"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
