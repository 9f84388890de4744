/** Build-time settings of the web app (Vite env). */
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) || '/api',
  apiClient: import.meta.env.VITE_API_CLIENT as string | undefined,
  apiKey: import.meta.env.VITE_API_KEY as string | undefined,
};

export const APP_NAME = 'InjuryPros';
