import { ADMIN_PAGE_SIZE, LISTING_SOURCES, type TImportMatch } from '@app/contracts';
import { useState } from 'react';
import { categoryLabel } from '../../../components/labels';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNumber, useT } from '../../../lib/i18n';
import { useDecideMatch, useImportMatches } from '../api/imports';
import { adminMessages } from '../i18n';
import { Pager } from './pager';
import { LoadError, Notice, TableSkeleton } from './states';

type Place = {
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};
const addressOf = (p: Place) =>
  [p.addressLine1, [p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');

type Match = TImportMatch;
type Candidate = Match['candidates'][number];

function Facts({ name, category, address, phone }: Record<string, string | null>) {
  const t = useT(adminMessages);
  return (
    <>
      <p className="font-semibold text-slate-900 wrap-anywhere">{name}</p>
      {category && <p className="text-sm text-slate-600">{categoryLabel(category)}</p>}
      {address && <p className="text-sm text-slate-800">{address}</p>}
      {phone && <p className="text-sm text-slate-700">{t('imports.queue.phone', { phone })}</p>}
    </>
  );
}

function MatchCard({ match, onDecided }: { match: Match; onDecided: (note: string) => void }) {
  const t = useT(adminMessages);
  const decide = useDecideMatch();
  const record = match.record;
  const several = match.candidates.length > 1;
  const titleId = `match-${match.id}`;
  // The card leaves the queue once decided: the note is the queue's (a mutate callback would
  // not run once this card has unmounted).
  const run = (decision: 'merge' | 'keep_apart', into?: Candidate) =>
    decide
      .mutateAsync({ id: match.id, decision, ...(into && several ? { into: into.id } : {}) })
      .then(() =>
        onDecided(
          decision === 'merge'
            ? t('imports.queue.merged', { record: record.name, name: into!.name })
            : t('imports.queue.keptApart', { record: record.name }),
        ),
      )
      .catch(() => undefined); // shown from decide.error
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="sr-only">
        {t('imports.queue.match', { record: record.name })}
      </h3>
      <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t(`imports.queue.reason.${match.reason}`)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="self-start rounded-lg bg-slate-50 p-3">
          <p className="mb-1 text-xs font-medium text-slate-600">
            {t('imports.queue.record', { source: LISTING_SOURCES[record.source].name })}
          </p>
          <Facts
            name={record.name}
            category={record.category}
            address={addressOf({ ...record, zip: record.zip })}
            phone={record.phone}
          />
        </div>
        <div className="flex flex-col gap-3">
          <p className="text-xs font-medium text-slate-600">
            {t(several ? 'imports.queue.candidates' : 'imports.queue.candidate')}
          </p>
          {match.candidates.map((candidate) => (
            <div key={candidate.id} className="rounded-lg border border-slate-200 p-3">
              <Facts
                name={candidate.name}
                category={candidate.category}
                address={addressOf(candidate)}
                phone={candidate.phone}
              />
              <p className="mt-1 text-sm text-slate-700">
                {candidate.distanceMeters === null
                  ? t('imports.queue.noDistance')
                  : t('imports.queue.distance', {
                      distance: formatNumber(candidate.distanceMeters, {
                        style: 'unit',
                        unit: 'meter',
                        maximumFractionDigits: 0,
                      }),
                    })}
                {' · '}
                {t('imports.queue.similarity', {
                  percent: formatNumber(candidate.similarity, { style: 'percent' }),
                })}
              </p>
              <Button
                size="sm"
                className="mt-2"
                disabled={decide.isPending}
                aria-label={t('imports.queue.mergeLabel', {
                  record: record.name,
                  name: candidate.name,
                })}
                onClick={() => run('merge', candidate)}
              >
                {t('imports.queue.merge')}
              </Button>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={decide.isPending}
          aria-label={t('imports.queue.keepApartLabel', { record: record.name })}
          onClick={() => run('keep_apart')}
        >
          {t('imports.queue.keepApart')}
        </Button>
        {decide.error && (
          <p role="alert" className="text-sm text-red-700">
            {decide.error.message}
          </p>
        )}
      </div>
    </article>
  );
}

/** The review queue of ambiguous matches (issue 47): each pair side by side, Merge / Keep apart. */
export function ReviewQueue() {
  const t = useT(adminMessages);
  const [offset, setOffset] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const matches = useImportMatches(offset);
  return (
    <section aria-labelledby="review-queue" className="flex flex-col gap-3">
      <h2 id="review-queue" className="scroll-mt-20 text-xl font-semibold text-slate-900">
        {t('imports.queue.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('imports.queue.intro')}</p>
      {note && <Notice>{note}</Notice>}
      {matches.isPending ? (
        <TableSkeleton rows={2} />
      ) : matches.isError ? (
        <LoadError
          message={matches.error.message || t('imports.queue.loadError')}
          onRetry={() => void matches.refetch()}
        />
      ) : matches.data.data.length === 0 ? (
        <EmptyState title={t('imports.queue.emptyTitle')} text={t('imports.queue.emptyText')} />
      ) : (
        <div className="flex flex-col gap-3" aria-busy={matches.isFetching}>
          {matches.data.data.map((match) => (
            <MatchCard key={match.id} match={match} onDecided={setNote} />
          ))}
          <Pager
            label={t('imports.queue.pages')}
            offset={offset}
            limit={ADMIN_PAGE_SIZE}
            total={matches.data.total}
            onOffsetChange={setOffset}
          />
        </div>
      )}
    </section>
  );
}
