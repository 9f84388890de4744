import type { TAdmin } from '@app/contracts';
import { useState } from 'react';
import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useAdmins, useDeleteAdmin, useRestoreAdminPassword } from '../api/admin';
import { CreateAdminDialog } from '../components/admin-invite-dialogs';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { AdminHeading, LoadError, Notice, Spinner } from '../components/states';
import { adminMessages } from '../i18n';

export function InvitedBadge() {
  const t = useT(adminMessages);
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      {t('admins.invited')}
    </span>
  );
}

/** /admin/admins: every admin with Delete and Restore Password (spec 2). */
export function AdminAdminsPage() {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
  const { user } = useAuth();
  const admins = useAdmins();
  const deleteAdmin = useDeleteAdmin();
  const restore = useRestoreAdminPassword();
  const [toDelete, setToDelete] = useState<TAdmin | null>(null);
  const [toRestore, setToRestore] = useState<TAdmin | null>(null);
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby="admin-admins-heading">
      <AdminHeading
        id="admin-admins-heading"
        title={t('admins.title')}
        actions={<Button onClick={() => setInviting(true)}>{t('admins.add')}</Button>}
      />
      {notice && <Notice>{notice}</Notice>}
      {admins.isPending ? (
        <Spinner label={t('admins.loading')} />
      ) : admins.isError ? (
        <LoadError message={admins.error.message || t('admins.loadFailed')} />
      ) : admins.data.length === 0 ? (
        <EmptyState title={t('admins.emptyTitle')} text={t('admins.emptyText')} />
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
            {
              header: t('table.action'),
              cell: (admin) => (
                <span className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={admin.id === user?.id}
                    title={admin.id === user?.id ? t('admins.cannotDeleteSelf') : undefined}
                    onClick={() => setToDelete(admin)}
                    aria-label={t('deleteLabel', { name: admin.email })}
                  >
                    {tc('delete')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={admin.status === 'invited'}
                    onClick={() => setToRestore(admin)}
                    aria-label={t('admins.restoreLabel', { email: admin.email })}
                  >
                    {t('admins.restore')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToDelete(null);
            deleteAdmin.reset();
          }
        }}
        title={t('admins.deleteTitle')}
        description={t('deleteConfirm')}
        confirmLabel={t('yesDelete')}
        busy={deleteAdmin.isPending}
        error={deleteAdmin.isError ? deleteAdmin.error.message : null}
        onConfirm={() =>
          toDelete &&
          deleteAdmin.mutate(toDelete.id, {
            onSuccess: () => {
              setNotice(t('admins.removed', { email: toDelete.email }));
              setToDelete(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={toRestore !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToRestore(null);
            restore.reset();
          }
        }}
        title={t('admins.restoreTitle')}
        description={t('admins.restoreText')}
        confirmLabel={t('sendResetLink')}
        variant="primary"
        busy={restore.isPending}
        error={restore.isError ? restore.error.message : null}
        onConfirm={() =>
          toRestore &&
          restore.mutate(toRestore.id, {
            onSuccess: () => {
              setNotice(t('resetLinkSent', { email: toRestore.email }));
              setToRestore(null);
            },
          })
        }
      />
      <CreateAdminDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(email) => setNotice(t('invitationSent', { email }))}
      />
    </section>
  );
}
