import { ADMIN_INVITE_LINK_PARAMS } from '@app/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useAdmins } from '../api/admin';
import { CreateAdminDialog, FinishAdminDialog } from '../components/admin-invite-dialogs';
import { DataTable } from '../components/data-table';
import { AdminHeading, LoadError, Notice, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';
import { InvitedBadge } from './admins';

function AdminsList() {
  const t = useT(adminMessages);
  const admins = useAdmins();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <AdminHeading
        id="admin-help-heading"
        title={t('help.title')}
        actions={
          <button
            type="button"
            onClick={() => setInviting(true)}
            className="rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('admins.add')}
          </button>
        }
      />
      <p className="mb-4 text-sm text-slate-700">{t('help.intro')}</p>
      {notice && <Notice>{notice}</Notice>}
      {admins.isPending ? (
        <TableSkeleton rows={3} />
      ) : admins.isError ? (
        <LoadError message={admins.error.message || t('admins.loadFailed')} />
      ) : admins.data.length === 0 ? (
        <EmptyState title={t('help.emptyTitle')} text={t('admins.emptyText')} />
      ) : (
        <DataTable
          caption={t('admins.title')}
          rows={admins.data}
          rowKey={(admin) => admin.id}
          columns={[
            {
              header: t('table.userName'),
              cell: (admin) => (
                <>
                  {admin.name}
                  {admin.status === 'invited' && <InvitedBadge />}
                </>
              ),
            },
            { header: t('table.email'), cell: (admin) => admin.email },
          ]}
        />
      )}
      <CreateAdminDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(email) => setNotice(t('invitationSent', { email }))}
      />
    </>
  );
}

/**
 * /admin/help: the admins (read-only) and 'Add New Admin'. The invitation link opens this page
 * with the email and token in the query: then 'Finish Admin Profile' opens, for a person who
 * is not an admin (yet) too.
 */
export function AdminHelpPage() {
  const t = useT(adminMessages);
  const { user } = useAuth();
  const [params] = useSearchParams();
  const email = params.get(ADMIN_INVITE_LINK_PARAMS.email) ?? '';
  const token = params.get(ADMIN_INVITE_LINK_PARAMS.token) ?? '';
  const invited = email !== '';
  const [finishOpen, setFinishOpen] = useState(invited);
  const isAdmin = Boolean(user?.roles.includes('admin'));

  return (
    <section aria-labelledby="admin-help-heading">
      {isAdmin ? (
        <AdminsList />
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
          <h1 id="admin-help-heading" className="text-2xl font-bold text-slate-900">
            {t('help.invitationTitle')}
          </h1>
          <p className="text-slate-700">{t('help.invitationText')}</p>
          <Button onClick={() => setFinishOpen(true)}>{t('invite.finishTitle')}</Button>
        </div>
      )}
      {invited && (
        <FinishAdminDialog
          open={finishOpen}
          onOpenChange={setFinishOpen}
          email={email}
          token={token}
        />
      )}
    </section>
  );
}
