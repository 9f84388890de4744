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
import { commonMessages } from '../../../components/i18n';
import { Stars } from '../../../components/ui/stars';
import { formatDate, formatNumber, localizeMessage, useT } from '../../../lib/i18n';
import { useAdminAlerts, useAlertDecision, useOpenAlert } from '../api/alerts';
import { adminMessages } from '../i18n';
import { DataTable } from './data-table';
import { LoadError, Notice, TableSkeleton } from './states';

const field = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
/** '11/26/2026' (en-US), '26/11/2026' (es-US). */
const date = (iso: string) =>
  formatDate(iso, { year: 'numeric', month: 'numeric', day: 'numeric' });
/** The words of an alert's rule (@app/contracts), in the current language. */
const ruleText = (rule: TAdminAlert['rule'], form: 'admin' | 'short') =>
  localizeMessage(ALERT_RULE_TEXT[rule][form]);

function AlertDialog({
  alert,
  onClose,
  onDone,
}: {
  alert: TAdminAlert;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const t = useT(adminMessages);
  const decide = useAlertDecision();
  const [note, setNote] = useState('');
  const noteId = useId();
  const send = (outcome: 'confirm' | 'dismiss') =>
    decide.mutate(
      { id: alert.id, outcome, note },
      {
        onSuccess: () =>
          onDone(
            adminMessages.t(outcome === 'confirm' ? 'alerts.confirmed' : 'alerts.dismissed', {
              provider: alert.providerName,
            }),
          ),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('alerts.decideTitle')}
      className="max-w-lg"
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">{t('table.providerName')}</dt>
          <dd className="text-slate-900">{alert.providerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('alerts.rule')}</dt>
          <dd className="text-slate-900">{ruleText(alert.rule, 'admin')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('alerts.summary')}</dt>
          <dd className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-900">
            {alert.summary}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('alerts.namedReviews')}</dt>
          <dd>
            {alert.reviews.length === 0 ? (
              <p className="text-slate-700">{t('alerts.noReviews')}</p>
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
          <dt className="font-medium text-slate-600">{t('alerts.publicLine')}</dt>
          <dd className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            {localizeMessage(consumerAlertLine(alert.rule, alert.reviews.length))}
          </dd>
        </div>
      </dl>
      <Textarea
        id={noteId}
        label={t('alerts.note')}
        className="mt-4"
        value={note}
        maxLength={1000}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        hint={t('alerts.noteHint')}
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
          {t('alerts.dismiss')}
        </Button>
        <Button
          variant="danger"
          disabled={decide.isPending || !note.trim()}
          loading={decide.isPending && decide.variables?.outcome === 'confirm'}
          onClick={() => send('confirm')}
        >
          {t('alerts.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

function OpenAlertDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
  const open = useOpenAlert();
  const id = useId();
  const [providerId, setProviderId] = useState('');
  const [rule, setRule] = useState<TManualAlertRule>('incentive');
  const [summary, setSummary] = useState('');
  const [reviewIds, setReviewIds] = useState('');
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('alerts.openTitle')}
      className="max-w-lg"
    >
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
        <p className="text-slate-700">{t('alerts.openIntro')}</p>
        <Input
          id={`${id}-provider`}
          label={t('alerts.providerId')}
          value={providerId}
          onChange={(e) => setProviderId(e.target.value)}
          required
        />
        <Select
          id={`${id}-rule`}
          label={t('alerts.ruleLabel')}
          value={rule}
          onChange={(e) => setRule(e.target.value as TManualAlertRule)}
        >
          {MANUAL_ALERT_RULES.map((r) => (
            <option key={r} value={r}>
              {ruleText(r, 'admin')}
            </option>
          ))}
        </Select>
        <Field id={`${id}-summary`} label={t('alerts.summaryLabel')}>
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
          label={t('alerts.reviewIds')}
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
            {tc('cancel')}
          </Button>
          <Button type="submit" disabled={open.isPending} loading={open.isPending}>
            {t('alerts.openButton')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The Alerts tab of /admin/appeals: open consumer alerts, oldest first, 10 at a time. */
export function AlertsPanel() {
  const t = useT(adminMessages);
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
          {t('alerts.heading')}
        </h1>
        <Button variant="secondary" onClick={() => setCreating(true)}>
          {t('alerts.open')}
        </Button>
      </div>
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={alerts.isFetching}>
        {alerts.isPending ? (
          <TableSkeleton />
        ) : alerts.isError ? (
          <LoadError message={alerts.error.message || t('alerts.loadFailed')} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('alerts.emptyTitle')} text={t('alerts.emptyText')} />
        ) : (
          <>
            <DataTable
              caption={t('alerts.caption')}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: t('table.providerName'), cell: (row) => row.providerName },
                { header: t('alerts.rule'), cell: (row) => ruleText(row.rule, 'short') },
                { header: t('alerts.reviews'), cell: (row) => formatNumber(row.reviews.length) },
                { header: t('alerts.opened'), cell: (row) => date(row.createdAt) },
                {
                  header: t('table.action'),
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenId(row.id)}
                      aria-label={t('alerts.decideLabel', {
                        provider: row.providerName,
                        rule: ruleText(row.rule, 'short'),
                      })}
                    >
                      {t('alerts.decide')}
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
                {t('loadMore')}
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
            setNotice(t('alerts.openedNotice'));
          }}
        />
      )}
    </section>
  );
}
