import type { TAuditAction, TAuditEntry } from '@app/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate, useT } from '../../../lib/i18n';
import { AUDIT_LOG_PAGE_SIZE, useAuditLog } from '../api/admin';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { AdminHeading, LoadError, TableSkeleton } from '../components/states';
import { adminMessages, type AdminMessageKey } from '../i18n';
import en from '../i18n/en.json';

/** Every action of the contract has its words in en.json (the type check fails otherwise). */
type UnnamedAction = Exclude<`audit.action.${TAuditAction}`, AdminMessageKey>;
const everyActionNamed: [UnnamedAction] extends [never] ? true : UnnamedAction = true;
void everyActionNamed;

/** An action's words ('Blocked a user'); an action the catalog does not know shows as it is. */
function actionLabel(action: TAuditAction): string {
  const key = `audit.action.${action}`;
  return key in en ? adminMessages.t(key as AdminMessageKey) : action;
}

/** Payments change state without an admin: the webhook or the test-mode checkout (decision 0031). */
const SYSTEM_ACTORS = new Set(['stripe', 'test-mode']);

/** What an entry was about, in one short line: an email or a name when the entry has one. */
function targetOf(entry: TAuditEntry): string {
  const { details } = entry;
  for (const key of ['email', 'name', 'ownerEmail', 'to']) {
    const value = details[key];
    if (typeof value === 'string' && value) return value;
  }
  if (entry.action === 'admin.finish_setup' && entry.actor) return entry.actor.email;
  if (typeof details.providerId === 'string')
    return adminMessages.t('audit.onProvider', { type: entry.targetType, id: details.providerId });
  return `${entry.targetType} ${entry.targetId}`;
}

/** /admin/audit-log: every admin action, newest first. */
export function AdminAuditLogPage() {
  const t = useT(adminMessages);
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  return (
    <section aria-labelledby="admin-audit-heading">
      <AdminHeading id="admin-audit-heading" title={t('audit.title')} />
      <div aria-busy={log.isFetching}>
        {log.isPending ? (
          <TableSkeleton />
        ) : log.isError ? (
          <LoadError message={log.error.message || t('audit.loadFailed')} />
        ) : log.data.data.length === 0 ? (
          <EmptyState title={t('audit.emptyTitle')} text={t('audit.emptyText')} />
        ) : (
          <>
            <DataTable
              caption={t('audit.caption')}
              rows={log.data.data}
              rowKey={(entry) => entry.id}
              columns={[
                {
                  header: t('audit.when'),
                  cell: (entry) => (
                    <time dateTime={entry.createdAt}>
                      {formatDate(entry.createdAt, {
                        year: 'numeric',
                        month: 'numeric',
                        day: 'numeric',
                        hour: 'numeric',
                        minute: '2-digit',
                        second: '2-digit',
                      })}
                    </time>
                  ),
                },
                {
                  header: t('audit.admin'),
                  cell: (entry) =>
                    entry.actor?.email ??
                    (SYSTEM_ACTORS.has(entry.actorEmail)
                      ? entry.actorEmail
                      : t('audit.deletedAdmin')),
                },
                { header: t('table.action'), cell: (entry) => actionLabel(entry.action) },
                {
                  header: t('audit.target'),
                  cell: targetOf,
                },
              ]}
            />
            <Pager
              label={t('audit.pages')}
              offset={offset}
              limit={AUDIT_LOG_PAGE_SIZE}
              total={log.data.total}
              onOffsetChange={setOffset}
            />
          </>
        )}
      </div>
    </section>
  );
}
