import type {
  PlanType,
  TCreateCampaignBody,
  TSaveMiniSiteBody,
  TCreatePostBody,
  TDashboardPeriod,
  TProviderProfile,
  TUpdateProviderInput,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { toolsApi } from '../../../lib/tools-api';
import { saveTextFile } from '../../../lib/download';
import { useAuth } from '../../../lib/auth';
import { providerKeys } from '../../providers';

export const toolsKeys = {
  dashboard: (id: string, period: TDashboardPeriod) => ['tools', 'dashboard', id, period] as const,
  miniSite: (id: string) => ['tools', 'mini-site', id] as const,
  campaigns: (id: string) => ['tools', 'campaigns', id] as const,
  leads: (id: string) => ['tools', 'leads', id] as const,
};

/** The owner's leads, a page at a time (GET /providers/{id}/leads). */
export function useLeads(id: string | null, offset: number, limit: number) {
  return useQuery({
    queryKey: [...toolsKeys.leads(id ?? ''), offset, limit],
    enabled: id !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      bodyOf(await toolsApi.providerTools.leads({ params: { id: id! }, query: { offset, limit } })),
  });
}

/** Marks a lead handled or new again (PATCH /providers/{id}/leads/{leadId}). */
export function useSetLeadHandled(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, handled }: { leadId: string; handled: boolean }) =>
      bodyOf(
        await toolsApi.providerTools.updateLead({
          params: { id, leadId },
          body: { handled },
        }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsKeys.leads(id) }),
  });
}

/** Downloads every lead as leads.csv (the export needs the Bearer token, so no plain link). */
export async function downloadLeadsCsv(id: string): Promise<void> {
  const csv = bodyOf(await toolsApi.providerTools.leadsCsv({ params: { id } }));
  saveTextFile(String(csv), 'leads.csv');
}

/** The provider profile the signed-in person owns (the first one), or null. */
export function useOwnProviderId(): string | null {
  const { user } = useAuth();
  return user?.providerIds[0] ?? null;
}

/** Writes a saved profile into the cache so that the owner and public pages show it at once. */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return async (saved: TProviderProfile) => {
    queryClient.setQueryData(providerKeys.profile(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: providerKeys.profile(saved.id) });
  };
}

/** PATCH /providers/{id} with only the keys that change. */
export function useUpdateProvider(id: string) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (body: TUpdateProviderInput) =>
      bodyOf(
        await toolsApi.providerTools.updateProfile({
          params: { id },
          body: body as Parameters<typeof toolsApi.providerTools.updateProfile>[0]['body'],
        }),
      ).data,
    onSuccess: store,
  });
}

/** The demo plan switch of sample profiles (POST /providers/{id}/plan). */
export function useSwitchPlan(id: string) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (plan: PlanType) =>
      bodyOf(await toolsApi.providerTools.switchPlan({ params: { id }, body: { plan } })).data,
    onSuccess: store,
  });
}

export function useCreatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreatePostBody) =>
      bodyOf(await api.posts.create({ params: { id }, body })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.posts(id) }),
        queryClient.invalidateQueries({ queryKey: ['posts', 'latest'] }),
      ]),
  });
}

export function useRespond(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, text }: { reviewId: string; text: string }) =>
      bodyOf(await api.reviews.respond({ params: { id: reviewId }, body: { text } })).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: providerKeys.allReviews(providerId) }),
  });
}

export function useAppeal(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reviewId,
      description,
      fileUrls,
    }: {
      reviewId: string;
      description: string;
      fileUrls: string[];
    }) =>
      bodyOf(
        await api.reviews.appeal({ params: { id: reviewId }, body: { description, fileUrls } }),
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: providerKeys.allReviews(providerId) }),
  });
}

export function useDashboard(id: string | null, period: TDashboardPeriod) {
  return useQuery({
    queryKey: toolsKeys.dashboard(id ?? '', period),
    enabled: id !== null,
    queryFn: async () =>
      bodyOf(await toolsApi.providerTools.dashboard({ params: { id: id! }, query: { period } }))
        .data,
  });
}

/** Uploads one appeal attachment (image or PDF) as a private document: its reference url. */
export async function uploadAppealDocument(file: File): Promise<string> {
  return bodyOf(await api.images.uploadDocument({ body: { file } })).data.url;
}

/** Saves a campaign (pending payment) for the provider; paid afterwards (advertisement page). */
export async function createCampaign(id: string, body: TCreateCampaignBody) {
  return bodyOf(await toolsApi.providerTools.createCampaign({ params: { id }, body })).data;
}

/** The owner's mini-site draft (GET /providers/{id}/mini-site). */
export function useMiniSite(id: string | null) {
  return useQuery({
    queryKey: toolsKeys.miniSite(id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      bodyOf(await toolsApi.providerTools.miniSite({ params: { id: id! } })).data,
  });
}

export async function saveMiniSite(id: string, body: TSaveMiniSiteBody) {
  return bodyOf(await toolsApi.providerTools.saveMiniSite({ params: { id }, body })).data;
}

export async function publishMiniSite(id: string) {
  return bodyOf(await toolsApi.providerTools.publishMiniSite({ params: { id } })).data;
}

/** Whether a mini-site URL (slug) is free. */
export async function isMiniSiteUrlAvailable(url: string): Promise<boolean> {
  return bodyOf(await toolsApi.providerTools.checkMiniSiteUrl({ query: { url } })).data.available;
}
