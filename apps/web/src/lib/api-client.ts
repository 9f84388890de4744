import { publicRouter } from '@app/contracts';
import { ApiFetcherArgs, AppRouter, initClient, tsRestFetchApi } from '@ts-rest/core';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { currentLocale } from './i18n';
import { getToken } from './token-storage';

/**
 * Contract paths already begin with /api (their pathPrefix), so the client's base is
 * VITE_API_BASE_URL without a trailing /api: '/api' -> '' (same origin),
 * 'https://api.example.com/api' -> 'https://api.example.com' (decision 0002).
 */
export function clientBaseUrl(apiBaseUrl: string): string {
  return apiBaseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
}

/**
 * Headers every request carries: the language the person reads (the API answers its messages
 * in it), the Bearer token and the two API-key headers.
 */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': currentLocale() };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (env.apiClient && env.apiKey) {
    headers['x-api-client'] = env.apiClient;
    headers['x-api-key'] = env.apiKey;
  }
  return headers;
}

export const baseUrl = clientBaseUrl(env.apiBaseUrl);

/** What a call may add to its arguments (ts-rest passes them to the fetcher). */
export interface CallOptions {
  /** Multipart calls: upload progress from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * The one fetcher: adds our headers (a call's own `extraHeaders` win, so a flow can check a
 * token before storing it), and turns every non-2xx answer into an ApiError. Multipart calls
 * go through XMLHttpRequest for their progress (its module loads on the first upload).
 */
async function fetcher({ onUploadProgress, ...rest }: ApiFetcherArgs & CallOptions) {
  const args = { ...rest, headers: { ...requestHeaders(), ...rest.headers } };
  const response =
    args.contentType === 'multipart/form-data'
      ? await (await import('./multipart-transport')).sendForm(args, onUploadProgress)
      : await tsRestFetchApi(args);
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError({
      status: response.status,
      path: new URL(args.path, window.location.origin).pathname,
      body: response.body,
    });
  }
  return response;
}

/**
 * A typed client of one router of `@app/contracts`. The main client covers the areas public
 * pages call; the admin console, the provider tools and the settings page build theirs from
 * their own routers in their own chunks, so a visitor never downloads those routes.
 */
export function clientOf<T extends AppRouter>(router: T) {
  return initClient(router, { baseUrl, baseHeaders: {}, api: fetcher, validateResponse: false });
}

/** The client of the public areas; features call it from TanStack Query hooks. */
export const api = clientOf(publicRouter);

type SuccessOf<R> = Extract<R, { status: 200 | 201 | 202 | 204 }>;

/** The body of a successful answer (the fetcher has already thrown on any other). */
export function bodyOf<R extends { status: number; body: unknown }>(
  response: R,
): SuccessOf<R>['body'] {
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError({ status: response.status, path: '', body: response.body });
  }
  return (response as SuccessOf<R>).body;
}
