import { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { cardMessages } from './cards/i18n';

/** A page whose content arrives in a later step of the plan: a real heading, honest text. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT(cardMessages);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-slate-700">{children ?? t('placeholder.text')}</p>
    </section>
  );
}
