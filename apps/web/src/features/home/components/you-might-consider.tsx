import { useRef } from 'react';
import {
  SponsoredCard,
  SponsoredSkeleton,
  useSponsoredProviders,
} from '../../../components/sponsored';
import { SPONSORED_TEXT } from '../../../components/sponsored-strings';
import { usePainted } from '../../../lib/after-paint';

/** The sponsored carousel (spec 2): scrolls sideways, with previous and next buttons. */
export function YouMightConsider() {
  // After the hero's first paint: the API client and its call (decision 0013), not before it.
  const sponsored = useSponsoredProviders('main', undefined, usePainted());
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({
      left: direction * track.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  if (sponsored.isError || (sponsored.isSuccess && sponsored.data.length === 0)) return null;
  return (
    <section aria-labelledby="you-might-consider" className="mx-auto max-w-6xl px-4 pb-12">
      <div className="flex items-center justify-between gap-4">
        <h2 id="you-might-consider" className="text-2xl font-bold text-slate-900">
          {SPONSORED_TEXT.carousel}
        </h2>
        <div className="flex gap-2">
          {([-1, 1] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              aria-label={direction < 0 ? SPONSORED_TEXT.previous : SPONSORED_TEXT.next}
              onClick={() => scroll(direction)}
              className="flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path
                  d={
                    direction < 0
                      ? 'M12.7 4.3 7 10l5.7 5.7-1.1 1.1L4.8 10l6.8-6.8z'
                      : 'M7.3 4.3 13 10l-5.7 5.7 1.1 1.1L15.2 10 8.4 3.2z'
                  }
                />
              </svg>
            </button>
          ))}
        </div>
      </div>
      <ul
        ref={track}
        className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]"
      >
        {sponsored.isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="w-64 shrink-0 sm:w-72">
                <SponsoredSkeleton />
              </li>
            ))
          : sponsored.data.map((provider) => (
              <li key={provider.id} className="w-64 shrink-0 snap-start sm:w-72">
                <SponsoredCard provider={provider} />
              </li>
            ))}
      </ul>
    </section>
  );
}
