import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { commonMessages } from '../../../components/i18n';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useAdminClaims } from '../api/admin';
import { DataTable } from '../components/data-table';
import { SearchField } from '../components/search-field';
import { AdminHeading, LoadError, NoResults, Notice, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';

/** /admin/claims: pending profile claims, 10 a page, searchable. */
export function AdminClaimsPage() {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const claims = useAdminClaims(q, page);
  // The detail page returns here with what it did.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  const onSearch = useCallback((next: string) => {
    setQ(next);
    setPage(1);
  }, []);

  return (
    <section aria-labelledby="admin-claims-heading">
      <AdminHeading id="admin-claims-heading" title={t('claims.title')} />
      {notice && <Notice>{notice}</Notice>}
      <SearchField
        label={t('claims.search')}
        placeholder={t('claims.searchPlaceholder')}
        onSearch={onSearch}
      />
      <div aria-busy={claims.isFetching}>
        {claims.isPending ? (
          <TableSkeleton />
        ) : claims.isError ? (
          <LoadError message={claims.error.message || t('claims.loadFailed')} />
        ) : claims.data.data.length === 0 ? (
          <NoResults
            searching={q.trim() !== ''}
            empty={{ title: t('claims.emptyTitle'), text: t('claims.emptyText') }}
          />
        ) : (
          <>
            <DataTable
              caption={t('claims.caption')}
              rows={claims.data.data}
              rowKey={(claim) => claim.id}
              columns={[
                { header: t('claims.profileName'), cell: (claim) => claim.profileName },
                { header: t('table.userName'), cell: (claim) => claim.userName },
                { header: t('table.email'), cell: (claim) => claim.email },
                {
                  header: t('table.action'),
                  cell: (claim) => (
                    <Link
                      to={paths.admin.claim(claim.id)}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={t('claims.reviewLabel', {
                        profile: claim.profileName,
                        user: claim.userName,
                      })}
                    >
                      {t('claims.review')}
                    </Link>
                  ),
                },
              ]}
            />
            {(page > 1 || claims.data.nextPage !== null) && (
              <nav
                aria-label={t('claims.pages')}
                className="mt-4 flex items-center justify-between"
              >
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {tc('previous')}
                </Button>
                <span className="text-sm text-slate-700" aria-live="polite">
                  {t('pager.page', { page })}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={claims.data.nextPage === null}
                  onClick={() => claims.data.nextPage && setPage(claims.data.nextPage)}
                >
                  {tc('next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
