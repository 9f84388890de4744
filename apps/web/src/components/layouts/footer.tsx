import { COPYRIGHT_YEAR } from '@app/contracts';
import { APP_NAME } from '../../config/env';

/** The spec's footer links do nothing yet; they are shown as inert buttons. */
const FOOTER_LINKS = [
  'About us',
  'Contact us',
  'Privacy policy',
  'Terms of Service',
  'Advertise',
  'Policies',
  'Term Services',
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <p className="text-lg font-semibold text-white">{APP_NAME}</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((label) => (
              <li key={label}>
                <button
                  type="button"
                  className="text-slate-200 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                >
                  {label}
                </button>
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
