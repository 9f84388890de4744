import { ADMIN_PAGE_SIZE, type TAdminProvider } from '@app/contracts';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAdminProviders, useDeleteProvider, useSendProviderPasswordLink } from '../api/admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { ProviderEditDialog } from '../components/provider-edit-dialog';
import { SearchField } from '../components/search-field';
import {
  AdminHeading,
  EMPTY_LISTS,
  LoadError,
  NoResults,
  Notice,
  TableSkeleton,
} from '../components/states';
import { DELETE_CONFIRM_TEXT } from './users';

/** /admin/providers: search, edit, delete (confirmation), send new password link. */
export function AdminProvidersPage() {
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const providers = useAdminProviders(query, offset);
  const deleteProvider = useDeleteProvider();
  const sendLink = useSendProviderPasswordLink();
  const [toDelete, setToDelete] = useState<TAdminProvider | null>(null);
  const [toLink, setToLink] = useState<TAdminProvider | null>(null);
  const [toEdit, setToEdit] = useState<TAdminProvider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSearch = useCallback((next: string) => {
    setQuery(next);
    setOffset(0);
  }, []);

  return (
    <section aria-labelledby="admin-providers-heading">
      <AdminHeading id="admin-providers-heading" title="Providers" />
      <SearchField
        label="Search providers"
        placeholder="Search by provider name"
        onSearch={onSearch}
      />
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={providers.isFetching}>
        {providers.isPending ? (
          <TableSkeleton />
        ) : providers.isError ? (
          <LoadError message={providers.error.message || 'Failed to load providers'} />
        ) : providers.data.data.length === 0 ? (
          <NoResults searching={query.trim() !== ''} empty={EMPTY_LISTS.providers} />
        ) : (
          <>
            <DataTable
              caption="Providers"
              rows={providers.data.data}
              rowKey={(provider) => provider.id}
              columns={[
                {
                  header: 'Provider Name',
                  cell: (provider) => (
                    <Link
                      to={paths.provider(provider.id)}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {provider.name}
                    </Link>
                  ),
                },
                { header: 'Category', cell: (provider) => provider.category },
                {
                  header: 'Owner',
                  cell: (provider) =>
                    provider.ownerEmail ?? <span className="text-slate-500">Unclaimed</span>,
                },
                {
                  header: 'Action',
                  cell: (provider) => (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setToEdit(provider)}
                        aria-label={`Edit ${provider.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={!provider.ownerId}
                        title={provider.ownerId ? undefined : 'This profile has no owner yet'}
                        onClick={() => setToLink(provider)}
                        aria-label={`Send Password Link to the owner of ${provider.name}`}
                      >
                        Send Password Link
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setToDelete(provider)}
                        aria-label={`Delete ${provider.name}`}
                      >
                        Delete
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
            <Pager
              label="Providers pages"
              offset={offset}
              limit={ADMIN_PAGE_SIZE}
              total={providers.data.total}
              onOffsetChange={setOffset}
            />
          </>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToDelete(null);
            deleteProvider.reset();
          }
        }}
        title="Delete Provider Profile?"
        description={DELETE_CONFIRM_TEXT}
        confirmLabel="Yes, Delete"
        busy={deleteProvider.isPending}
        error={deleteProvider.isError ? deleteProvider.error.message : null}
        onConfirm={() =>
          toDelete &&
          deleteProvider.mutate(toDelete.id, {
            onSuccess: () => {
              setNotice(`${toDelete.name} was deleted.`);
              setToDelete(null);
              if (providers.data && providers.data.data.length === 1 && offset > 0)
                setOffset(Math.max(0, offset - ADMIN_PAGE_SIZE));
            },
          })
        }
      />

      <ConfirmDialog
        open={toLink !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToLink(null);
            sendLink.reset();
          }
        }}
        title="Send New Password Link?"
        description="We will send a password reset link to this provider's email."
        confirmLabel="Send Reset Link"
        variant="primary"
        busy={sendLink.isPending}
        error={sendLink.isError ? sendLink.error.message : null}
        onConfirm={() =>
          toLink &&
          sendLink.mutate(toLink.id, {
            onSuccess: () => {
              setNotice(`A password reset link was sent to ${toLink.ownerEmail ?? 'the owner'}.`);
              setToLink(null);
            },
          })
        }
      />

      {toEdit && (
        <ProviderEditDialog
          providerId={toEdit.id}
          onClose={() => setToEdit(null)}
          onSaved={(name) => {
            setNotice(`${name} was saved.`);
            setToEdit(null);
          }}
        />
      )}
    </section>
  );
}
