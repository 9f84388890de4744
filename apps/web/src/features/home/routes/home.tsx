import { ALL_CATEGORIES_LABEL, CATEGORIES, STORAGE_KEYS } from '@app/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '../../../components/search-box';
import { HeroPlace, useHeroSearch } from '../components/hero-place';
import { APP_NAME } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useAuthModal } from '../../../lib/auth-modal';
import { LatestPosts } from '../components/latest-posts';
import { YouMightConsider } from '../components/you-might-consider';
import { categoryLabel } from '../../../components/labels';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale, useT } from '../../../lib/i18n';
import { homeMessages } from '../i18n';

const categoryLink = (category?: string) =>
  category ? `${paths.search}?${new URLSearchParams({ category })}` : paths.search;

/** Each category's line under its name (home catalog `blurb.<category>`). */
const blurbKey = (category: (typeof CATEGORIES)[number]) => `blurb.${category}` as const;

/** On a browser's first visit, a logged-out visitor is welcomed with the entry modal (spec 2). */
function useFirstVisitWelcome() {
  const { status } = useAuth();
  const modal = useAuthModal();
  useEffect(() => {
    if (status === 'loading') return;
    try {
      if (localStorage.getItem(STORAGE_KEYS.hasVisited)) return;
      localStorage.setItem(STORAGE_KEYS.hasVisited, 'true');
    } catch {
      return;
    }
    if (status === 'anonymous') modal.open('entry');
  }, [status, modal]);
}

export function HomePage() {
  useFirstVisitWelcome();
  const t = useT(homeMessages);
  const locale = useLocale();
  // In English the route's own title stays ('InjuryPros: trusted injury providers and
  // reviews', whole); another language's gets ' · InjuryPros' after it.
  useDocumentTitle(locale === 'en' ? null : t('pageTitle'));
  const hero = useHeroSearch();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-teal-600 px-4 pb-14 pt-12 text-white sm:pt-16">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
          <h1 className="text-3xl font-bold leading-tight sm:text-5xl">{t('heroTitle')}</h1>
          <p className="max-w-2xl text-base text-blue-50 sm:text-lg">{t('heroText')}</p>
          <div className="flex w-full max-w-3xl flex-col gap-3 md:flex-row md:items-start">
            <SearchBox
              size="lg"
              id="home-search"
              className="md:flex-[3]"
              near={hero.where}
              onTextChange={hero.setWhat}
            />
            <HeroPlace hero={hero} className="md:flex-[2]" />
          </div>
          <ul
            aria-label={t('categories')}
            className="hidden flex-wrap justify-center gap-2 sm:flex"
          >
            {[undefined, ...CATEGORIES].map((category) => (
              <li key={category ?? 'all'}>
                <Link
                  to={categoryLink(category)}
                  className="inline-block rounded-full border border-white/50 bg-white/10 px-3 py-1 text-sm text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                >
                  {categoryLabel(category ?? ALL_CATEGORIES_LABEL)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="discover" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="discover" className="text-2xl font-bold text-slate-900">
          {t('discover')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={categoryLink(category)}
                className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden
                  className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-base font-bold text-brand-700"
                >
                  {categoryLabel(category)[0]}
                </span>
                <span className="font-semibold text-slate-900">{categoryLabel(category)}</span>
                <span className="text-sm text-slate-600">{t(blurbKey(category))}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <YouMightConsider />
      <LatestPosts />

      <section aria-labelledby="about" className="mx-auto max-w-6xl px-4 pb-4">
        <h2 id="about" className="text-2xl font-bold text-slate-900">
          {t('about', { app: APP_NAME })}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t('aboutText', { app: APP_NAME })}</p>
      </section>
    </>
  );
}
