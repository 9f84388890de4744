/**
 * The API client (ts-rest, zod and the contract: ~22 KB gzip) loaded on first use. Modules a
 * public page imports up front call the API through this, so the page paints before the
 * client arrives (the provider page renders its embedded profile first).
 */
export const loadApi = () => import('./api-client');
