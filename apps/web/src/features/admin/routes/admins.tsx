import type { TAdmin } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuth } from '../../../lib/auth';
import { useAdmins, useDeleteAdmin, useRestoreAdminPassword } from '../api/admin';
import { CreateAdminDialog } from '../components/admin-invite-dialogs';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { AdminHeading, LoadError, Notice, Spinner } from '../components/states';
import { DELETE_CONFIRM_TEXT } from './users';

export function InvitedBadge() {
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      Invited
    </span>
  );
}

/** /admin/admins: every admin with Delete and Restore Password (spec 2). */
export function AdminAdminsPage() {
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
        title="Admins"
        actions={<Button onClick={() => setInviting(true)}>Add New Admin</Button>}
      />
      {notice && <Notice>{notice}</Notice>}
      {admins.isPending ? (
        <Spinner label="Loading admins" />
      ) : admins.isError ? (
        <LoadError message={admins.error.message || 'Failed to load admins'} />
      ) : admins.data.length === 0 ? (
        <EmptyState title="No Admins Found" text="Use “Add New Admin” to invite someone" />
      ) : (
        <DataTable
          caption="Admins"
          rows={admins.data}
          rowKey={(admin) => admin.id}
          columns={[
            {
              header: 'User Name',
              cell: (admin) => (
                <>
                  {admin.name}
                  {admin.status === 'invited' && <InvitedBadge />}
                </>
              ),
            },
            { header: 'Email', cell: (admin) => admin.email },
            {
              header: 'Action',
              cell: (admin) => (
                <span className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={admin.id === user?.id}
                    title={admin.id === user?.id ? 'You cannot delete yourself' : undefined}
                    onClick={() => setToDelete(admin)}
                    aria-label={`Delete ${admin.email}`}
                  >
                    Delete
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={admin.status === 'invited'}
                    onClick={() => setToRestore(admin)}
                    aria-label={`Restore password of ${admin.email}`}
                  >
                    Restore Password
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
        title="Delete Admin Profile?"
        description={DELETE_CONFIRM_TEXT}
        confirmLabel="Yes, Delete"
        busy={deleteAdmin.isPending}
        error={deleteAdmin.isError ? deleteAdmin.error.message : null}
        onConfirm={() =>
          toDelete &&
          deleteAdmin.mutate(toDelete.id, {
            onSuccess: () => {
              setNotice(`${toDelete.email} is no longer an admin.`);
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
        title="Restore Admin Password?"
        description="We will send a password reset link to this admin's email."
        confirmLabel="Send Reset Link"
        variant="primary"
        busy={restore.isPending}
        error={restore.isError ? restore.error.message : null}
        onConfirm={() =>
          toRestore &&
          restore.mutate(toRestore.id, {
            onSuccess: () => {
              setNotice(`A password reset link was sent to ${toRestore.email}.`);
              setToRestore(null);
            },
          })
        }
      />
      <CreateAdminDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(email) => setNotice(`An invitation was sent to ${email}.`)}
      />
    </section>
  );
}
