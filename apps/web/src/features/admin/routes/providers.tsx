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
import {
  CloseListingDialog,
  MergeListingDialog,
  NewListingDialog,
} from '../components/listing-dialogs';
import { useReopenListing } from '../api/listings';
import { SearchField } from '../components/search-field';
import { AdminHeading, LoadError, NoResults, Notice, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';

/**
 * /admin/providers: search, edit, delete (confirmation), send new password link; New, Merge,
 * Close and Reopen (issue 47).
 */
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
  const [creating, setCreating] = useState(false);
  const [toMerge, setToMerge] = useState<TAdminProvider | null>(null);
  const [toClose, setToClose] = useState<TAdminProvider | null>(null);
  const [toReopen, setToReopen] = useState<TAdminProvider | null>(null);
  const reopen = useReopenListing();

  const onSearch = useCallback((next: string) => {
    setQuery(next);
    setOffset(0);
  }, []);

  return (
    <section aria-labelledby="admin-providers-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminHeading id="admin-providers-heading" title={t('providers.title')} />
        <Button onClick={() => setCreating(true)}>{t('providers.new')}</Button>
      </div>
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
                  header: t('providers.status'),
                  cell: (provider) => (
                    <span
                      className={
                        provider.status === 'open' && !provider.mergedInto
                          ? 'text-slate-700'
                          : 'font-medium text-red-800'
                      }
                    >
                      {t(`providers.status.${provider.mergedInto ? 'merged' : provider.status}`)}
                    </span>
                  ),
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
                      {!provider.mergedInto && (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setToMerge(provider)}
                          aria-label={t('providers.mergeLabel', { name: provider.name })}
                        >
                          {t('providers.merge')}
                        </Button>
                      )}
                      {!provider.mergedInto &&
                        (provider.status === 'open' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setToClose(provider)}
                            aria-label={t('providers.closeLabel', { name: provider.name })}
                          >
                            {t('providers.close')}
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setToReopen(provider)}
                            aria-label={t('providers.reopenLabel', { name: provider.name })}
                          >
                            {t('providers.reopen')}
                          </Button>
                        ))}
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

      {creating && (
        <NewListingDialog
          onClose={() => setCreating(false)}
          onCreated={(name) => {
            setNotice(t('providers.created', { name }));
            setCreating(false);
          }}
        />
      )}
      {toMerge && (
        <MergeListingDialog
          provider={toMerge}
          onClose={() => setToMerge(null)}
          onMerged={() => {
            setNotice(t('providers.merged', { name: toMerge.name }));
            setToMerge(null);
          }}
        />
      )}
      {toClose && (
        <CloseListingDialog
          provider={toClose}
          onClose={() => setToClose(null)}
          onClosed={() => {
            setNotice(t('providers.closed', { name: toClose.name }));
            setToClose(null);
          }}
        />
      )}
      <ConfirmDialog
        open={toReopen !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToReopen(null);
            reopen.reset();
          }
        }}
        title={t('providers.reopenTitle')}
        description={t('providers.reopenText')}
        confirmLabel={t('providers.reopen')}
        variant="primary"
        busy={reopen.isPending}
        error={reopen.isError ? reopen.error.message : null}
        onConfirm={() =>
          toReopen &&
          reopen.mutate(toReopen.id, {
            onSuccess: () => {
              setNotice(t('providers.reopened', { name: toReopen.name }));
              setToReopen(null);
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
