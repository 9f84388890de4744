import { ADMIN_PAGE_SIZE, type TAdminUser } from '@app/contracts';
import { useCallback, useState } from 'react';
import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useDeleteUser, useAdminUsers, useToggleBlockUser } from '../api/admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { AdminHeading, LoadError, NoResults, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';

function StatusBadge({ blocked }: { blocked: boolean }) {
  const t = useT(adminMessages);
  return (
    <span
      className={
        blocked
          ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800'
          : 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
      }
    >
      {t(blocked ? 'users.blocked' : 'users.active')}
    </span>
  );
}

/** /admin/users: search (400 ms debounce), block/unblock, delete with confirmation, 10 a page. */
export function AdminUsersPage() {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
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
      <AdminHeading id="admin-users-heading" title={t('users.title')} />
      <SearchField
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        onSearch={onSearch}
      />
      {toggleBlock.isError && <LoadError message={toggleBlock.error.message} />}
      <div aria-busy={users.isFetching}>
        {users.isPending ? (
          <TableSkeleton />
        ) : users.isError ? (
          <LoadError message={users.error.message || t('users.loadFailed')} />
        ) : users.data.users.length === 0 ? (
          <NoResults
            searching={query.trim() !== ''}
            empty={{ title: t('users.emptyTitle'), text: t('users.emptyText') }}
          />
        ) : (
          <>
            <DataTable
              caption={t('users.title')}
              rows={users.data.users}
              rowKey={(user) => user.id}
              columns={[
                { header: t('table.userName'), cell: (user) => user.username },
                { header: t('table.email'), cell: (user) => user.email },
                {
                  header: t('table.status'),
                  cell: (user) => <StatusBadge blocked={user.isBlocked} />,
                },
                {
                  header: t('table.action'),
                  cell: (user) => (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={toggleBlock.isPending && toggleBlock.variables === user.id}
                        disabled={user.id === me?.id}
                        title={user.id === me?.id ? t('users.ownAccount') : undefined}
                        onClick={() => toggleBlock.mutate(user.id)}
                        aria-label={t(user.isBlocked ? 'users.unblockLabel' : 'users.blockLabel', {
                          name: user.username,
                        })}
                      >
                        {t(user.isBlocked ? 'users.unblock' : 'users.block')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={user.id === me?.id}
                        title={user.id === me?.id ? t('users.ownAccount') : undefined}
                        onClick={() => setToDelete(user)}
                        aria-label={t('deleteLabel', { name: user.username })}
                      >
                        {tc('delete')}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
            <Pager
              label={t('users.pages')}
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
        title={t('users.deleteTitle')}
        description={t('deleteConfirm')}
        confirmLabel={t('yesDelete')}
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
