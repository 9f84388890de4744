import { ReactNode } from 'react';

/** 'No Results Found' / 'Please refine your search criteria' and the like. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-600">{text}</p>
      {action}
    </div>
  );
}
