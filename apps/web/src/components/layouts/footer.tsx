import { COPYRIGHT_YEAR } from '@app/contracts';
import { Link } from 'react-router-dom';
import { APP_NAME } from '../../config/env';
import { HOW_REVIEWS_WORK } from '../../config/trust-links';
import { paths } from '../../config/paths';

/**
 * The spec's footer links: Privacy policy and Terms of Service open their pages; the others
 * have no page yet and are shown as inert buttons. 'How reviews work' opens /transparency
 * (decision 0030).
 */
const FOOTER_LINKS: Array<{ label: string; to?: string }> = [
  { label: 'About us' },
  { label: 'Contact us' },
  { label: 'Privacy policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfUse },
  { label: HOW_REVIEWS_WORK, to: paths.transparency },
  { label: 'Advertise' },
  { label: 'Policies' },
  { label: 'Term Services' },
];
const linkClass =
  'text-slate-200 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <p className="text-lg font-semibold text-white">{APP_NAME}</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map(({ label, to }) => (
              <li key={label}>
                {to ? (
                  <Link to={to} className={linkClass}>
                    {label}
                  </Link>
                ) : (
                  <button type="button" className={linkClass}>
                    {label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-slate-300">
          © {COPYRIGHT_YEAR} {APP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
