import type { TProviderSuggestion } from '@app/contracts';
import { useState } from 'react';
import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useDecideSuggestion, useSuggestions } from '../api/suggestions';
import { toolsMessages } from '../i18n';

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

function SuggestionItem({
  providerId,
  suggestion,
  onDone,
}: {
  providerId: string;
  suggestion: TProviderSuggestion;
  onDone: (note: string) => void;
}) {
  const t = useT(toolsMessages);
  const decide = useDecideSuggestion(providerId);
  const field = t(`suggestions.field.${suggestion.field}`);
  // The item leaves the list once decided: the note is the list's (a mutate callback would
  // not run once this item has unmounted).
  const act = (action: 'accept' | 'dismiss') =>
    decide
      .mutateAsync({ id: suggestion.id, action })
      .then(() =>
        onDone(
          t(action === 'accept' ? 'suggestions.accepted' : 'suggestions.dismissed', { field }),
        ),
      )
      .catch(() => undefined); // shown from decide.error
  const empty = t('suggestions.empty');
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <p className="font-medium text-slate-900">{field}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{t('suggestions.current')}</dt>
          <dd className="text-slate-800 wrap-anywhere">{suggestion.current ?? empty}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{t('suggestions.suggested')}</dt>
          <dd className="font-medium text-slate-900 wrap-anywhere">
            {suggestion.suggested ?? empty}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        {t('suggestions.source', { source: suggestion.sourceName })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={decide.isPending}
          aria-label={t('suggestions.acceptLabel', { field })}
          onClick={() => act('accept')}
        >
          {t('suggestions.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={decide.isPending}
          aria-label={t('suggestions.dismissLabel', { field })}
          onClick={() => act('dismiss')}
        >
          {t('suggestions.dismiss')}
        </Button>
        {decide.error && (
          <p role="alert" className="text-sm text-red-700">
            {decide.error.message}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * What a source (Overture, NPPES) would change on the owner's claimed listing (issue 47:
 * owners win): each field's value now and the suggested one, with Accept / Dismiss.
 */
export function Suggestions({ providerId }: { providerId: string }) {
  const t = useT(toolsMessages);
  const tc = useT(commonMessages);
  const suggestions = useSuggestions(providerId);
  const [note, setNote] = useState<string | null>(null);
  return (
    <section aria-labelledby="suggestions" className={card}>
      <h2 id="suggestions" className="text-lg font-semibold text-slate-900">
        {t('suggestions.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('suggestions.intro')}</p>
      {note && (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-800">
          {note}
        </p>
      )}
      {suggestions.isPending ? (
        <div
          className="mt-3 flex flex-col gap-2"
          aria-busy="true"
          aria-label={t('profile.loading')}
        >
          <Skeleton className="h-16" />
        </div>
      ) : suggestions.isError ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p>{suggestions.error.message || t('suggestions.loadError')}</p>
          <Button size="sm" variant="secondary" onClick={() => void suggestions.refetch()}>
            {tc('tryAgain')}
          </Button>
        </div>
      ) : suggestions.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('suggestions.none')}</p>
      ) : (
        <ul className="mt-2" aria-label={t('suggestions.list')}>
          {suggestions.data.map((s) => (
            <SuggestionItem key={s.id} providerId={providerId} suggestion={s} onDone={setNote} />
          ))}
        </ul>
      )}
    </section>
  );
}
