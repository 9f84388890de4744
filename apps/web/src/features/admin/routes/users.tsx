import { ADMIN_PAGE_SIZE, type TAdminUser } from '@app/contracts';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useDeleteUser, useAdminUsers, useToggleBlockUser } from '../api/admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import {
  AdminHeading,
  EMPTY_LISTS,
  LoadError,
  NoResults,
  TableSkeleton,
} from '../components/states';

export const DELETE_CONFIRM_TEXT =
  'Are you sure you want to continue? This action cannot be undone.';

function StatusBadge({ blocked }: { blocked: boolean }) {
  return (
    <span
      className={
        blocked
          ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800'
          : 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
      }
    >
      {blocked ? 'Blocked' : 'Active'}
    </span>
  );
}

/** /admin/users: search (400 ms debounce), block/unblock, delete with confirmation, 10 a page. */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const users = useAdminUsers(query, offset);
  const toggleBlock = useToggleBlockUser();
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<TAdminUser | null>(null);

  const onSearch = useCallback((next: string) => {
    setQuery(next);
    setOffset(0);
  }, []);

  const closeDelete = (open: boolean) => {
    if (!open) {
      setToDelete(null);
      deleteUser.reset();
    }
  };

  return (
    <section aria-labelledby="admin-users-heading">
      <AdminHeading id="admin-users-heading" title="Users" />
      <SearchField label="Search users" placeholder="Search by name or email" onSearch={onSearch} />
      {toggleBlock.isError && <LoadError message={toggleBlock.error.message} />}
      <div aria-busy={users.isFetching}>
        {users.isPending ? (
          <TableSkeleton />
        ) : users.isError ? (
          <LoadError message={users.error.message || 'Failed to load users'} />
        ) : users.data.users.length === 0 ? (
          <NoResults searching={query.trim() !== ''} empty={EMPTY_LISTS.users} />
        ) : (
          <>
            <DataTable
              caption="Users"
              rows={users.data.users}
              rowKey={(user) => user.id}
              columns={[
                { header: 'User Name', cell: (user) => user.username },
                { header: 'Email', cell: (user) => user.email },
                { header: 'Status', cell: (user) => <StatusBadge blocked={user.isBlocked} /> },
                {
                  header: 'Action',
                  cell: (user) => (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={toggleBlock.isPending && toggleBlock.variables === user.id}
                        disabled={user.id === me?.id}
                        title={user.id === me?.id ? 'This is your own account' : undefined}
                        onClick={() => toggleBlock.mutate(user.id)}
                        aria-label={`${user.isBlocked ? 'Unblock' : 'Block'} ${user.username}`}
                      >
                        {user.isBlocked ? 'Unblock' : 'Block'}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={user.id === me?.id}
                        title={user.id === me?.id ? 'This is your own account' : undefined}
                        onClick={() => setToDelete(user)}
                        aria-label={`Delete ${user.username}`}
                      >
                        Delete
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
            <Pager
              label="Users pages"
              offset={offset}
              limit={ADMIN_PAGE_SIZE}
              total={users.data.total}
              onOffsetChange={setOffset}
            />
          </>
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={closeDelete}
        title="Delete User?"
        description={DELETE_CONFIRM_TEXT}
        confirmLabel="Yes, Delete"
        busy={deleteUser.isPending}
        error={deleteUser.isError ? deleteUser.error.message : null}
        onConfirm={() =>
          toDelete &&
          deleteUser.mutate(toDelete.id, {
            onSuccess: () => {
              setToDelete(null);
              // The last row of a page gone: show the page before.
              if (users.data && users.data.users.length === 1 && offset > 0)
                setOffset(Math.max(0, offset - ADMIN_PAGE_SIZE));
            },
          })
        }
      />
    </section>
  );
}
