import { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { toolsMessages } from '../i18n';

const MENU = [
  { to: paths.dashboard, label: 'menu.dashboard' },
  { to: paths.leads, label: 'menu.leads' },
  { to: paths.miniSite, label: 'menu.miniSite' },
  { to: paths.advertisement, label: 'menu.advertisement' },
  { to: paths.plans, label: 'menu.plans' },
] as const;

/**
 * The provider tools' side menu (spec 2, Provider dashboard): on small screens a row of tabs
 * that wraps, so every tab (Plans too) stays in view at 360 px.
 */
export function ToolsLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(toolsMessages);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
      <nav aria-label={t('menu.label')} className="md:w-56 md:shrink-0">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {MENU.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
