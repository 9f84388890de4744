import { z } from 'zod';

export const ZFieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldErrorSchema>;

/**
 * The one error body of the API (DESIGN 3): `message` is a human sentence; validation
 * failures add `errors` and repeat the first of them in `message`.
 */
export const ZErrorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  errors: z.array(ZFieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;

/** The reason phrase used as `error` for each status the API answers with. */
export const HTTP_ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export function httpErrorName(status: number): string {
  return HTTP_ERROR_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

export function errorBody(
  statusCode: number,
  message: string,
  extra: Partial<Pick<TErrorBody, 'errors' | 'requestId'>> = {},
): TErrorBody {
  return { statusCode, message, error: httpErrorName(statusCode), ...extra };
}
