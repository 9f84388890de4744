import {
  ADMIN_PAGE_SIZE,
  APPEALS_PAGE_SIZE,
  type TAdminFinishSetupBody,
  type TModerationReason,
  type TReportDecisionBody,
  adminRouter,
} from '@app/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { bodyOf, clientOf } from '../../../lib/api-client';

/** The admin console's client, built in its own chunk (see clientOf). */
export const adminApi = clientOf(adminRouter);

/** One query-key factory for the admin area; mutations invalidate what they change. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: string, offset: number) => ['admin', 'users', { query, offset }] as const,
  providers: (query: string, offset: number) => ['admin', 'providers', { query, offset }] as const,
  provider: (id: string) => ['admin', 'provider', id] as const,
  claims: (q: string, page: number) => ['admin', 'claims', { q, page }] as const,
  claim: (id: string) => ['admin', 'claim', id] as const,
  appeals: ['admin', 'appeals'] as const,
  reportsAll: ['admin', 'review-reports'] as const,
  reports: (status: string) => ['admin', 'review-reports', status] as const,
  admins: ['admin', 'admins'] as const,
  auditLog: (offset: number) => ['admin', 'audit-log', offset] as const,
};

// ---- Users -------------------------------------------------------------------------------

export function useAdminUsers(query: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.users(query, offset),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      bodyOf(
        await adminApi.admin.users({
          query: { query: query || undefined, offset, limit: ADMIN_PAGE_SIZE },
        }),
      ).data,
  });
}

export function useToggleBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      bodyOf(await adminApi.admin.toggleBlockUser({ params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await adminApi.admin.deleteUser({ params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

// ---- Providers ---------------------------------------------------------------------------

export function useAdminProviders(query: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.providers(query, offset),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      bodyOf(
        await adminApi.admin.providers({
          query: { query: query || undefined, offset, limit: ADMIN_PAGE_SIZE },
        }),
      ),
  });
}

export function useDeleteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await adminApi.admin.deleteProvider({ params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'providers'] }),
  });
}

export function useSendProviderPasswordLink() {
  return useMutation({
    mutationFn: async (id: string) =>
      bodyOf(await adminApi.admin.sendProviderPasswordLink({ params: { id } })).data,
  });
}

// ---- Profile claims ----------------------------------------------------------------------

export function useAdminClaims(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.claims(q, page),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      bodyOf(
        await adminApi.admin.claims({
          query: { q: q || undefined, page, pageSize: ADMIN_PAGE_SIZE },
        }),
      ),
  });
}

export function useAdminClaim(id: string) {
  return useQuery({
    queryKey: adminKeys.claim(id),
    // The document links are signed for 5 minutes: read them again before they lapse.
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
    queryFn: async () => bodyOf(await adminApi.admin.claim({ params: { id } })).data,
  });
}

export function useClaimDecision(decision: 'approve' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      bodyOf(
        decision === 'approve'
          ? await adminApi.admin.approveClaim({ params: { id } })
          : await adminApi.admin.cancelClaim({ params: { id } }),
      ).data,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.claim(id) });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] });
    },
  });
}

export function useSendClaimEmail() {
  return useMutation({
    mutationFn: async ({ id, message }: { id: string; message?: string }) =>
      bodyOf(
        await adminApi.admin.sendClaimEmail({
          params: { id },
          body: message ? { message } : {},
        }),
      ).data,
  });
}

// ---- Review appeals ----------------------------------------------------------------------

/** 10 appeals at a time; Load More asks for the next 10 (spec 2, 9). */
export function useAdminAppeals() {
  return useInfiniteQuery({
    queryKey: adminKeys.appeals,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      bodyOf(
        await adminApi.admin.appeals({ query: { offset: pageParam, limit: APPEALS_PAGE_SIZE } }),
      ),
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
  });
}

/** Every decision carries a reason from the published list (docs/decisions/0029). */
export function useAppealDecision(decision: 'confirm' | 'delete-review') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: TModerationReason }) =>
      bodyOf(
        decision === 'confirm'
          ? await adminApi.admin.confirmAppeal({ params: { id }, body: { reason } })
          : await adminApi.admin.deleteAppealedReview({ params: { id }, body: { reason } }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.appeals }),
  });
}

// ---- Review reports (issue 17) -----------------------------------------------------------

export function useAdminReports(status: 'open' | 'decided') {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      bodyOf(
        await adminApi.admin.reviewReports({
          query: { status, offset: pageParam, limit: APPEALS_PAGE_SIZE },
        }),
      ),
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
  });
}

export function useReportDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & TReportDecisionBody) =>
      bodyOf(await adminApi.admin.decideReviewReport({ params: { id }, body })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reportsAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.appeals }),
      ]),
  });
}

// ---- Admins ------------------------------------------------------------------------------

export function useAdmins() {
  return useQuery({
    queryKey: adminKeys.admins,
    queryFn: async () => bodyOf(await adminApi.admin.admins()).data,
  });
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await adminApi.admin.deleteAdmin({ params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.admins }),
  });
}

export function useRestoreAdminPassword() {
  return useMutation({
    mutationFn: async (id: string) =>
      bodyOf(await adminApi.admin.restoreAdminPassword({ params: { id } })).data,
  });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      bodyOf(await adminApi.admin.inviteAdmin({ body: { email } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.admins }),
  });
}

export function useFinishAdminSetup() {
  return useMutation({
    mutationFn: async (body: TAdminFinishSetupBody) =>
      bodyOf(await adminApi.admin.finishSetup({ body })).data,
  });
}

// ---- Audit log ---------------------------------------------------------------------------

export const AUDIT_LOG_PAGE_SIZE = 20;

export function useAuditLog(offset: number) {
  return useQuery({
    queryKey: adminKeys.auditLog(offset),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      bodyOf(await adminApi.admin.auditLog({ query: { offset, limit: AUDIT_LOG_PAGE_SIZE } })),
  });
}
