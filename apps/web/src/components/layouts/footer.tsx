import { COPYRIGHT_YEAR } from '@app/contracts';
import { Link } from 'react-router-dom';
import { APP_NAME } from '../../config/env';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { LanguageSwitcher } from '../language-switcher';
import { layoutMessages } from './i18n';
import type en from './i18n/en.json';

type FooterKey = keyof typeof en;

/**
 * The spec's footer links: About us, Privacy policy and Terms of Service open their pages
 * (/about lists the listings' sources, issue 47); the others have no page yet and are shown
 * as inert buttons. 'How reviews work' opens /transparency
 * (decision 0030). The language switcher sits under them.
 */
const FOOTER_LINKS: Array<{ label: FooterKey; to?: string }> = [
  { label: 'footer.aboutUs', to: paths.about },
  { label: 'footer.forBusinesses', to: paths.addBusiness },
  { label: 'footer.contactUs' },
  { label: 'footer.privacyPolicy', to: paths.privacyPolicy },
  { label: 'footer.termsOfService', to: paths.termsOfUse },
  { label: 'footer.howReviewsWork', to: paths.transparency },
  { label: 'footer.advertise' },
  { label: 'footer.policies' },
  { label: 'footer.termServices' },
];
const linkClass =
  'text-slate-200 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

export function Footer() {
  const t = useT(layoutMessages);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <p className="text-lg font-semibold text-white">{APP_NAME}</p>
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map(({ label, to }) => (
              <li key={label}>
                {to ? (
                  <Link to={to} className={linkClass}>
                    {t(label)}
                  </Link>
                ) : (
                  <button type="button" className={linkClass}>
                    {t(label)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher tone="dark" />
        <p className="text-sm text-slate-300">
          {t('footer.copyright', { year: COPYRIGHT_YEAR, app: APP_NAME })}
        </p>
      </div>
    </footer>
  );
}
