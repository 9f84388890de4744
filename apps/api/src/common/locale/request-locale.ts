import { isLocale, pickLocale, type TLocale } from '@app/contracts';
import { translateMessage } from '@app/contracts/i18n-es';
import type { Request, Response } from 'express';

/**
 * The language of a request's answer (issue 19, docs/decisions/0036): the signed-in
 * account's `language` when it chose one, else the best of `Accept-Language`, else English.
 * The account is known once the access guard ran (JwtStrategy attaches the user to
 * `req.user`); before that (body parser, API key, unknown route) the header decides. The one
 * place that says it: the error filter, the middlewares and the mails all ask here.
 */
export function requestLocale(req: Request): TLocale {
  const chosen = (req as Request & { user?: { language?: unknown } | null }).user?.language;
  if (isLocale(chosen)) return chosen;
  return pickLocale(req.headers['accept-language']);
}

/** A body with a human `message` (string or list) and per-field `errors[].message`. */
interface MessageBody {
  message?: unknown;
  errors?: unknown;
}

/**
 * The body with its messages in `locale` (the same shape; English comes back as it is) and
 * whether any text changed. Only `message` and `errors[].message` are read: the data of an
 * answer (a lead's message, a review's text) is never touched.
 */
export function localizeBody<T extends MessageBody>(
  body: T,
  locale: TLocale,
): { body: T; translated: boolean } {
  if (locale === 'en') return { body, translated: false };
  let translated = false;
  const tr = (text: string) => {
    const out = translateMessage(text, locale);
    if (out !== text) translated = true;
    return out;
  };
  const next: T = { ...body };
  if (typeof body.message === 'string') next.message = tr(body.message);
  else if (Array.isArray(body.message))
    next.message = body.message.map((m: unknown) => (typeof m === 'string' ? tr(m) : m));
  if (Array.isArray(body.errors))
    next.errors = body.errors.map((e: unknown) =>
      e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string'
        ? { ...e, message: tr((e as { message: string }).message) }
        : e,
    );
  return { body: next, translated };
}

/**
 * Headers of an answer whose text follows the request's language: `Vary: Accept-Language`
 * (a cache keeps one copy per language), and `Content-Language` when it was translated.
 */
export function setLanguageHeaders(res: Response, locale: TLocale, translated: boolean): void {
  res.vary('Accept-Language');
  if (translated) res.setHeader('Content-Language', locale);
}

/** `body` in the request's language, with its headers set: for answers written by hand. */
export function localizedBody<T extends MessageBody>(req: Request, res: Response, body: T): T {
  const locale = requestLocale(req);
  const localized = localizeBody(body, locale);
  setLanguageHeaders(res, locale, localized.translated);
  return localized.body;
}
