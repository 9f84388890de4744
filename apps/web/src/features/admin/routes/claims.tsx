import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAdminClaims } from '../api/admin';
import { DataTable } from '../components/data-table';
import { SearchField } from '../components/search-field';
import {
  AdminHeading,
  EMPTY_LISTS,
  LoadError,
  NoResults,
  Notice,
  TableSkeleton,
} from '../components/states';

/** /admin/claims: pending profile claims, 10 a page, searchable. */
export function AdminClaimsPage() {
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
      <AdminHeading id="admin-claims-heading" title="Profile Claims" />
      {notice && <Notice>{notice}</Notice>}
      <SearchField
        label="Search claims"
        placeholder="Search by profile, name or email"
        onSearch={onSearch}
      />
      <div aria-busy={claims.isFetching}>
        {claims.isPending ? (
          <TableSkeleton />
        ) : claims.isError ? (
          <LoadError message={claims.error.message || 'Failed to load claims'} />
        ) : claims.data.data.length === 0 ? (
          <NoResults searching={q.trim() !== ''} empty={EMPTY_LISTS.claims} />
        ) : (
          <>
            <DataTable
              caption="Pending profile claims"
              rows={claims.data.data}
              rowKey={(claim) => claim.id}
              columns={[
                { header: 'Profile Name', cell: (claim) => claim.profileName },
                { header: 'User Name', cell: (claim) => claim.userName },
                { header: 'Email', cell: (claim) => claim.email },
                {
                  header: 'Action',
                  cell: (claim) => (
                    <Link
                      to={paths.admin.claim(claim.id)}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`Review the claim on ${claim.profileName} by ${claim.userName}`}
                    >
                      Review
                    </Link>
                  ),
                },
              ]}
            />
            {(page > 1 || claims.data.nextPage !== null) && (
              <nav aria-label="Claims pages" className="mt-4 flex items-center justify-between">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </Button>
                <span className="text-sm text-slate-700" aria-live="polite">
                  Page {page}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={claims.data.nextPage === null}
                  onClick={() => claims.data.nextPage && setPage(claims.data.nextPage)}
                >
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
