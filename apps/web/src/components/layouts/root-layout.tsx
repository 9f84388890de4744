import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:outline-2 focus:outline-brand-600"
      >
        Skip to content
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
