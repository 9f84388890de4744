import {
  ALERT_RULE_TEXT,
  consumerAlertLine,
  MANUAL_ALERT_RULES,
  type TAdminAlert,
  type TManualAlertRule,
} from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Select, Textarea } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Stars } from '../../../components/ui/stars';
import { useAdminAlerts, useAlertDecision, useOpenAlert } from '../api/alerts';
import { ALERTS_TEXT as T } from './alerts-text';
import { DataTable } from './data-table';
import { LoadError, Notice, TableSkeleton } from './states';

const field = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US');

function AlertDialog({
  alert,
  onClose,
  onDone,
}: {
  alert: TAdminAlert;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const decide = useAlertDecision();
  const [note, setNote] = useState('');
  const noteId = useId();
  const send = (outcome: 'confirm' | 'dismiss') =>
    decide.mutate(
      { id: alert.id, outcome, note },
      {
        onSuccess: () =>
          onDone(
            outcome === 'confirm'
              ? T.confirmed(alert.providerName)
              : T.dismissed(alert.providerName),
          ),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.decideTitle}
      className="max-w-lg"
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">{T.provider}</dt>
          <dd className="text-slate-900">{alert.providerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{T.rule}</dt>
          <dd className="text-slate-900">{ALERT_RULE_TEXT[alert.rule].admin}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{T.summary}</dt>
          <dd className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-900">
            {alert.summary}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{T.namedReviews}</dt>
          <dd>
            {alert.reviews.length === 0 ? (
              <p className="text-slate-700">{T.noReviews}</p>
            ) : (
              <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto">
                {alert.reviews.map((r) => (
                  <li key={r.id} className="rounded-lg bg-slate-50 p-3">
                    <p className="font-medium text-slate-900">
                      {r.authorName} · {date(r.createdAt)}
                    </p>
                    <Stars rating={r.rating} className="my-1" />
                    <p className="line-clamp-3 text-slate-800">{r.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{T.publicLine}</dt>
          <dd className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            {consumerAlertLine(alert.rule, alert.reviews.length)}
          </dd>
        </div>
      </dl>
      <Textarea
        id={noteId}
        label={T.note}
        className="mt-4"
        value={note}
        maxLength={1000}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        hint={T.noteHint}
        hintClassName="text-xs text-slate-600"
      />
      {decide.error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {decide.error.message}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={decide.isPending || !note.trim()}
          loading={decide.isPending && decide.variables?.outcome === 'dismiss'}
          onClick={() => send('dismiss')}
        >
          {T.dismiss}
        </Button>
        <Button
          variant="danger"
          disabled={decide.isPending || !note.trim()}
          loading={decide.isPending && decide.variables?.outcome === 'confirm'}
          onClick={() => send('confirm')}
        >
          {T.confirm}
        </Button>
      </div>
    </Dialog>
  );
}

function OpenAlertDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const open = useOpenAlert();
  const id = useId();
  const [providerId, setProviderId] = useState('');
  const [rule, setRule] = useState<TManualAlertRule>('incentive');
  const [summary, setSummary] = useState('');
  const [reviewIds, setReviewIds] = useState('');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={T.openTitle} className="max-w-lg">
      <form
        className="flex flex-col gap-4 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          open.mutate(
            {
              providerId: providerId.trim(),
              rule,
              summary,
              reviewIds: reviewIds.split(/[\s,]+/).filter(Boolean),
            },
            { onSuccess: onDone },
          );
        }}
      >
        <p className="text-slate-700">{T.openIntro}</p>
        <Input
          id={`${id}-provider`}
          label={T.providerId}
          value={providerId}
          onChange={(e) => setProviderId(e.target.value)}
          required
        />
        <Select
          id={`${id}-rule`}
          label={T.ruleLabel}
          value={rule}
          onChange={(e) => setRule(e.target.value as TManualAlertRule)}
        >
          {MANUAL_ALERT_RULES.map((r) => (
            <option key={r} value={r}>
              {ALERT_RULE_TEXT[r].admin}
            </option>
          ))}
        </Select>
        <Field id={`${id}-summary`} label={T.summaryLabel}>
          {(aria) => (
            <textarea
              {...aria}
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
              maxLength={1000}
              rows={3}
              className={field}
              required
            />
          )}
        </Field>
        <Textarea
          id={`${id}-reviews`}
          label={T.reviewIds}
          value={reviewIds}
          onChange={(e) => setReviewIds(e.target.value)}
          rows={2}
        />
        {open.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {open.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={open.isPending} loading={open.isPending}>
            {T.openButton}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The Alerts tab of /admin/appeals: open consumer alerts, oldest first, 10 at a time. */
export function AlertsPanel() {
  const alerts = useAdminAlerts('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = alerts.data?.pages.flatMap((page) => page.data) ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;
  return (
    <section aria-labelledby="admin-alerts-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-alerts-heading" className="text-2xl font-bold text-slate-900">
          {T.heading}
        </h1>
        <Button variant="secondary" onClick={() => setCreating(true)}>
          {T.open}
        </Button>
      </div>
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={alerts.isFetching}>
        {alerts.isPending ? (
          <TableSkeleton />
        ) : alerts.isError ? (
          <LoadError message={alerts.error.message || T.loadFailed} />
        ) : rows.length === 0 ? (
          <EmptyState title={T.emptyTitle} text={T.emptyText} />
        ) : (
          <>
            <DataTable
              caption={T.caption}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: T.provider, cell: (row) => row.providerName },
                { header: T.rule, cell: (row) => ALERT_RULE_TEXT[row.rule].short },
                { header: T.reviews, cell: (row) => row.reviews.length },
                { header: T.opened, cell: (row) => date(row.createdAt) },
                {
                  header: T.action,
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenId(row.id)}
                      aria-label={T.decideLabel(row.providerName, ALERT_RULE_TEXT[row.rule].short)}
                    >
                      {T.decide}
                    </Button>
                  ),
                },
              ]}
            />
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                disabled={!alerts.hasNextPage || alerts.isFetchingNextPage}
                loading={alerts.isFetchingNextPage}
                onClick={() => void alerts.fetchNextPage()}
              >
                {T.loadMore}
              </Button>
            </div>
          </>
        )}
      </div>
      {open && (
        <AlertDialog
          key={open.id}
          alert={open}
          onClose={() => setOpenId(null)}
          onDone={(text) => {
            setOpenId(null);
            setNotice(text);
          }}
        />
      )}
      {creating && (
        <OpenAlertDialog
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            setNotice(T.openedNotice);
          }}
        />
      )}
    </section>
  );
}
