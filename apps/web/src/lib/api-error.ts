import { MESSAGES } from '@app/contracts';
import { localizeMessage } from './i18n';

export interface ApiFailure {
  status: number;
  /** The request path, e.g. /api/auth/login. */
  path: string;
  body: unknown;
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * The message a person sees for a failed call: spec section 8, row by row. The API's own
 * message arrives in the request's language (Accept-Language); the web's fallbacks are
 * localized here.
 */
export function errorMessage(failure: ApiFailure): string {
  const message = englishErrorMessage(failure);
  return message === serverMessage(failure.body) ? message : localizeMessage(message);
}

function englishErrorMessage({ status, path, body }: ApiFailure): string {
  const message = serverMessage(body);
  if (status === 401) {
    return path.includes('/auth/')
      ? MESSAGES.wrongEmailOrPassword
      : (message ?? MESSAGES.unauthorized);
  }
  if (status === 403) return message ?? MESSAGES.adminOnly;
  if (status === 400) {
    if (path.endsWith('/auth/login')) return MESSAGES.incorrectEmailOrPassword;
    if (message && /email/i.test(message) && /exist/i.test(message)) return MESSAGES.emailExists;
    return message ?? MESSAGES.badRequest;
  }
  return message ?? MESSAGES.unexpected;
}

/** An error thrown by the API client for any non-2xx answer. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(errorMessage(failure));
    this.name = 'ApiError';
  }

  get status(): number {
    return this.failure.status;
  }

  /** Field messages of a 400 validation answer, by field path. */
  get fieldErrors(): Record<string, string> {
    const errors = (
      this.failure.body as { errors?: Array<{ path: string; message: string }> } | undefined
    )?.errors;
    return Object.fromEntries((errors ?? []).map((e) => [e.path, e.message]));
  }
}
