import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { routeMeta } from '../common/route-meta.js';
import {
  ZProviderIdParamsSchema,
  ZProviderProfileResponseSchema,
} from '../providers/providers.schemas.js';
import {
  ZCampaignResponseSchema,
  ZCampaignsResponseSchema,
  ZCheckMiniSiteUrlQuerySchema,
  ZCheckMiniSiteUrlResponseSchema,
  ZConfirmLeadAddressBodySchema,
  ZConfirmLeadAddressResponseSchema,
  ZCreateCampaignBodySchema,
  ZCreateLeadBodySchema,
  ZCreateLeadResponseSchema,
  ZDashboardQuerySchema,
  ZDashboardResponseSchema,
  ZLeadParamsSchema,
  ZLeadResponseSchema,
  ZLeadsQuerySchema,
  ZLeadsResponseSchema,
  ZMiniSiteResponseSchema,
  ZMiniSiteSlugParamsSchema,
  ZPublicMiniSiteResponseSchema,
  ZSaveMiniSiteBodySchema,
  ZSwitchPlanBodySchema,
  ZUpdateLeadBodySchema,
  ZUpdateProviderBodySchema,
} from './provider-tools.schemas.js';

const c = initContract();

/**
 * The provider's tools (issue #7): profile edit, demo plan switch, leads, dashboard,
 * mini-site and advertisement. 'provider' routes need the provider role and ownership of
 * the profile (providers.owner_id = caller), checked per profile by the API: another
 * provider and a plain user get 403, an anonymous caller 401.
 * Posts (POST /providers/{id}/posts) live in the posts router; responses and appeals
 * (PUT /reviews/{id}/response, POST /reviews/{id}/appeal) in the reviews router.
 */
export const providerToolsContract = c.router({
  updateProfile: {
    method: 'PATCH',
    path: '/providers/:id',
    pathParams: ZProviderIdParamsSchema,
    body: ZUpdateProviderBodySchema,
    responses: { 200: ZProviderProfileResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary:
      'Edit a provider profile (owner or admin): only the keys sent change; answers the whole profile',
  },
  switchPlan: {
    method: 'POST',
    path: '/providers/:id/plan',
    pathParams: ZProviderIdParamsSchema,
    body: ZSwitchPlanBodySchema,
    responses: { 200: ZProviderProfileResponseSchema },
    metadata: routeMeta({
      access: 'provider',
      errors: { 409: 'Only a sample provider switches its plan here' },
    }),
    summary:
      "Demo 'Switch plan' (owner, sample profiles only; 409 for real profiles: they pay through POST /providers/{id}/subscription/checkout)",
  },
  createLead: {
    method: 'POST',
    path: '/providers/:id/leads',
    pathParams: ZProviderIdParamsSchema,
    body: ZCreateLeadBodySchema,
    responses: { 201: ZCreateLeadResponseSchema },
    metadata: routeMeta({
      access: 'public',
      rateLimit: 'lead',
      errors: { 409: 'The provider is not on the premium plan' },
    }),
    summary:
      "Send the lead form / appointment request (anyone; premium profiles); stored, and mailed to the form's address once it is confirmed (else to the owner's account email)",
  },
  confirmLeadAddress: {
    method: 'POST',
    path: '/lead-addresses/confirm',
    body: ZConfirmLeadAddressBodySchema,
    responses: { 200: ZConfirmLeadAddressResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary:
      "Confirm a lead form's email address with the single-use token mailed to it; leads are mailed there only after this",
  },
  leads: {
    method: 'GET',
    path: '/providers/:id/leads',
    pathParams: ZProviderIdParamsSchema,
    query: ZLeadsQuerySchema,
    responses: { 200: ZLeadsResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: "The owner's leads, newest first, offset-paged, each with handledAt (null: new)",
  },
  leadsCsv: {
    method: 'GET',
    path: '/providers/:id/leads/export',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: z.string() }) },
    metadata: routeMeta({ access: 'provider', download: true }),
    summary: "The owner's leads as a CSV file (attachment), newest first",
  },
  updateLead: {
    method: 'PATCH',
    path: '/providers/:id/leads/:leadId',
    pathParams: ZLeadParamsSchema,
    body: ZUpdateLeadBodySchema,
    responses: { 200: ZLeadResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: 'Mark a lead handled or new again (the owner)',
  },
  dashboard: {
    method: 'GET',
    path: '/providers/:id/dashboard',
    pathParams: ZProviderIdParamsSchema,
    query: ZDashboardQuerySchema,
    responses: { 200: ZDashboardResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary:
      'Six KPI tiles for this week or the last 30 days, against the previous period (owner or admin)',
  },
  miniSite: {
    method: 'GET',
    path: '/providers/:id/mini-site',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZMiniSiteResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: 'The mini-site draft (owner); an empty draft when none is saved yet',
  },
  saveMiniSite: {
    method: 'PUT',
    path: '/providers/:id/mini-site',
    pathParams: ZProviderIdParamsSchema,
    body: ZSaveMiniSiteBodySchema,
    responses: { 200: ZMiniSiteResponseSchema },
    metadata: routeMeta({ access: 'provider', errors: { 409: 'The mini-site address is taken' } }),
    summary: 'Save the mini-site draft (owner); 409 when the URL belongs to another provider',
  },
  publishMiniSite: {
    method: 'POST',
    path: '/providers/:id/mini-site/publish',
    pathParams: ZProviderIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZMiniSiteResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: 'Publish the saved draft (owner, premium; needs a URL and a heading)',
  },
  checkMiniSiteUrl: {
    method: 'GET',
    path: '/mini-site/check-url',
    query: ZCheckMiniSiteUrlQuerySchema,
    responses: { 200: ZCheckMiniSiteUrlResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary:
      "Whether a URL is free ('URL is valid'): true when nobody uses it or the caller's own profile does",
  },
  publicMiniSite: {
    method: 'GET',
    path: '/mini-sites/:slug',
    pathParams: ZMiniSiteSlugParamsSchema,
    responses: { 200: ZPublicMiniSiteResponseSchema },
    metadata: routeMeta({ access: 'public' }),
    summary: 'A published mini-site (anyone); counts a mini-site click for the day',
  },
  createCampaign: {
    method: 'POST',
    path: '/providers/:id/campaigns',
    pathParams: ZProviderIdParamsSchema,
    body: ZCreateCampaignBodySchema,
    responses: { 201: ZCampaignResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary:
      'Start an ad campaign (owner): the server prices it ($25 per placement); it waits for payment (POST .../checkout)',
  },
  campaigns: {
    method: 'GET',
    path: '/providers/:id/campaigns',
    pathParams: ZProviderIdParamsSchema,
    responses: { 200: ZCampaignsResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: "The owner's campaigns, newest first",
  },
});
