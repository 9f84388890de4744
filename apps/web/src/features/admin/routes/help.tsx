import { ADMIN_INVITE_LINK_PARAMS } from '@app/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuth } from '../../../lib/auth';
import { useAdmins } from '../api/admin';
import { CreateAdminDialog, FinishAdminDialog } from '../components/admin-invite-dialogs';
import { DataTable } from '../components/data-table';
import { AdminHeading, LoadError, Notice, TableSkeleton } from '../components/states';
import { InvitedBadge } from './admins';

function AdminsList() {
  const admins = useAdmins();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <AdminHeading
        id="admin-help-heading"
        title="Help"
        actions={
          <button
            type="button"
            onClick={() => setInviting(true)}
            className="rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Add New Admin
          </button>
        }
      />
      <p className="mb-4 text-sm text-slate-700">
        The people who run the platform. Ask one of them for help.
      </p>
      {notice && <Notice>{notice}</Notice>}
      {admins.isPending ? (
        <TableSkeleton rows={3} />
      ) : admins.isError ? (
        <LoadError message={admins.error.message || 'Failed to load admins'} />
      ) : admins.data.length === 0 ? (
        <EmptyState title="No Admins Yet" text="Use “Add New Admin” to invite someone" />
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
          ]}
        />
      )}
      <CreateAdminDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(email) => setNotice(`An invitation was sent to ${email}.`)}
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
            Admin Invitation
          </h1>
          <p className="text-slate-700">Create your password to finish your admin profile.</p>
          <Button onClick={() => setFinishOpen(true)}>Finish Admin Profile</Button>
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
