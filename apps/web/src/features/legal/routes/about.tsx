import { Link } from 'react-router-dom';
import { allSources, SourceList } from '../../../components/listing-sources';
import { APP_NAME } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { legalMessages } from '../i18n';

/**
 * /about (the footer's 'About us'): what the directory is, and where its listings come from,
 * each source with its licence and the attribution it asks for (issue 47).
 */
export function AboutPage() {
  const t = useT(legalMessages);
  useDocumentTitle(t('about.title', { app: APP_NAME }));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900">{t('about.title', { app: APP_NAME })}</h1>
      <div className="mt-6 space-y-3 leading-7 text-slate-800">
        <p>{t('about.intro', { app: APP_NAME })}</p>
        <p>
          {rich(t, 'about.reviews', {
            link: (
              <Link to={paths.transparency} className="text-brand-700 underline underline-offset-2">
                {t('about.reviewsLink')}
              </Link>
            ),
          })}
        </p>
      </div>
      <section aria-labelledby="about-sources" className="mt-10">
        <h2 id="about-sources" className="text-xl font-semibold text-slate-900">
          {t('about.sourcesTitle')}
        </h2>
        <p className="mt-3 leading-7 text-slate-800">
          {t('about.sourcesIntro', { app: APP_NAME })}
        </p>
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <SourceList entries={allSources()} />
        </div>
        <p className="mt-4 leading-7 text-slate-800">{t('about.npi')}</p>
        <p className="mt-3 leading-7 text-slate-800">{t('about.owners')}</p>
      </section>
    </article>
  );
}
