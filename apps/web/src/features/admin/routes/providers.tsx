import { ADMIN_PAGE_SIZE, type TAdminProvider } from '@app/contracts';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../../components/i18n';
import { categoryLabel } from '../../../components/labels';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useAdminProviders, useDeleteProvider, useSendProviderPasswordLink } from '../api/admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { ProviderEditDialog } from '../components/provider-edit-dialog';
import { SearchField } from '../components/search-field';
import { AdminHeading, LoadError, NoResults, Notice, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';

/** /admin/providers: search, edit, delete (confirmation), send new password link. */
export function AdminProvidersPage() {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
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
      <AdminHeading id="admin-providers-heading" title={t('providers.title')} />
      <SearchField
        label={t('providers.search')}
        placeholder={t('providers.searchPlaceholder')}
        onSearch={onSearch}
      />
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={providers.isFetching}>
        {providers.isPending ? (
          <TableSkeleton />
        ) : providers.isError ? (
          <LoadError message={providers.error.message || t('providers.loadFailed')} />
        ) : providers.data.data.length === 0 ? (
          <NoResults
            searching={query.trim() !== ''}
            empty={{ title: t('providers.emptyTitle'), text: t('providers.emptyText') }}
          />
        ) : (
          <>
            <DataTable
              caption={t('providers.title')}
              rows={providers.data.data}
              rowKey={(provider) => provider.id}
              columns={[
                {
                  header: t('table.providerName'),
                  cell: (provider) => (
                    <Link
                      to={paths.provider(provider.id)}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {provider.name}
                    </Link>
                  ),
                },
                {
                  header: t('providers.category'),
                  cell: (provider) => categoryLabel(provider.category),
                },
                {
                  header: t('providers.owner'),
                  cell: (provider) =>
                    provider.ownerEmail ?? (
                      <span className="text-slate-500">{t('providers.unclaimed')}</span>
                    ),
                },
                {
                  header: t('table.action'),
                  cell: (provider) => (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setToEdit(provider)}
                        aria-label={t('providers.editLabel', { name: provider.name })}
                      >
                        {tc('edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={!provider.ownerId}
                        title={provider.ownerId ? undefined : t('providers.noOwner')}
                        onClick={() => setToLink(provider)}
                        aria-label={t('providers.sendLinkLabel', { name: provider.name })}
                      >
                        {t('providers.sendLink')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setToDelete(provider)}
                        aria-label={t('deleteLabel', { name: provider.name })}
                      >
                        {tc('delete')}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
            <Pager
              label={t('providers.pages')}
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
        title={t('providers.deleteTitle')}
        description={t('deleteConfirm')}
        confirmLabel={t('yesDelete')}
        busy={deleteProvider.isPending}
        error={deleteProvider.isError ? deleteProvider.error.message : null}
        onConfirm={() =>
          toDelete &&
          deleteProvider.mutate(toDelete.id, {
            onSuccess: () => {
              setNotice(t('providers.deleted', { name: toDelete.name }));
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
        title={t('providers.linkTitle')}
        description={t('providers.linkText')}
        confirmLabel={t('sendResetLink')}
        variant="primary"
        busy={sendLink.isPending}
        error={sendLink.isError ? sendLink.error.message : null}
        onConfirm={() =>
          toLink &&
          sendLink.mutate(toLink.id, {
            onSuccess: () => {
              setNotice(
                toLink.ownerEmail
                  ? t('resetLinkSent', { email: toLink.ownerEmail })
                  : t('providers.linkSentToOwner'),
              );
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
            setNotice(t('providers.saved', { name }));
            setToEdit(null);
          }}
        />
      )}
    </section>
  );
}
