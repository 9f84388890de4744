import type { TAuditAction, TAuditEntry } from '@app/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { AUDIT_LOG_PAGE_SIZE, useAuditLog } from '../api/admin';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { AdminHeading, LoadError, TableSkeleton } from '../components/states';

const ACTION_LABELS: Record<TAuditAction, string> = {
  'user.block': 'Blocked a user',
  'user.unblock': 'Unblocked a user',
  'user.delete': 'Deleted a user',
  'provider.update': 'Edited a provider',
  'provider.delete': 'Deleted a provider',
  'provider.send_password_link': 'Sent a provider password link',
  'claim.approve': 'Approved a profile claim',
  'claim.cancel': 'Cancelled a profile claim',
  'claim.send_email': 'Emailed a claimant',
  'appeal.confirm': 'Confirmed an appealed review',
  'appeal.delete_review': 'Deleted an appealed review',
  'report.keep_review': 'Kept a reported review',
  'report.remove_review': 'Removed a reported review',
  'alert.open': 'Opened a consumer alert',
  'alert.confirm': 'Confirmed a consumer alert',
  'alert.dismiss': 'Dismissed a consumer alert',
  'admin.invite': 'Invited an admin',
  'admin.delete': 'Removed an admin',
  'admin.invite_revoke': 'Withdrew an admin invitation',
  'admin.restore_password': 'Sent an admin password link',
  'admin.finish_setup': 'Accepted an admin invitation',
  'provider.plan': 'Changed a provider plan',
  'campaign.activate': 'Activated a paid campaign',
  'campaign.cancel': 'Cancelled a campaign',
};

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
    return `${entry.targetType} on provider ${details.providerId}`;
  return `${entry.targetType} ${entry.targetId}`;
}

/** /admin/audit-log: every admin action, newest first. */
export function AdminAuditLogPage() {
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  return (
    <section aria-labelledby="admin-audit-heading">
      <AdminHeading id="admin-audit-heading" title="Audit Log" />
      <div aria-busy={log.isFetching}>
        {log.isPending ? (
          <TableSkeleton />
        ) : log.isError ? (
          <LoadError message={log.error.message || 'Failed to load the audit log'} />
        ) : log.data.data.length === 0 ? (
          <EmptyState title="No Actions Yet" text="Admin actions will be listed here" />
        ) : (
          <>
            <DataTable
              caption="Admin actions"
              rows={log.data.data}
              rowKey={(entry) => entry.id}
              columns={[
                {
                  header: 'When',
                  cell: (entry) => (
                    <time dateTime={entry.createdAt}>
                      {new Date(entry.createdAt).toLocaleString()}
                    </time>
                  ),
                },
                {
                  header: 'Admin',
                  cell: (entry) =>
                    entry.actor?.email ??
                    (SYSTEM_ACTORS.has(entry.actorEmail) ? entry.actorEmail : 'Deleted admin'),
                },
                { header: 'Action', cell: (entry) => ACTION_LABELS[entry.action] ?? entry.action },
                {
                  header: 'Target',
                  cell: targetOf,
                },
              ]}
            />
            <Pager
              label="Audit log pages"
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
