import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { legalMessages } from '../i18n';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A readable legal text: title, date, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  footer,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  footer?: ReactNode;
}) {
  const t = useT(legalMessages);
  const id = (index: number) => `section-${index + 1}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('lastUpdated', { date: updated })}</p>
      <div className="mt-6 space-y-3 leading-7 text-slate-800">{intro}</div>
      <nav
        aria-label={t('contents')}
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('contents')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#${id(index)}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={id(index)} className="mt-10 scroll-mt-20">
          <h2 className="text-xl font-semibold text-slate-900">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-7 text-slate-800">{section.body}</div>
        </section>
      ))}
      {footer}
    </article>
  );
}
