import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { Footer } from './footer';
import { Header } from './header';
import { layoutMessages } from './i18n';

export function RootLayout() {
  const t = useT(layoutMessages);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:outline-2 focus:outline-brand-600"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
