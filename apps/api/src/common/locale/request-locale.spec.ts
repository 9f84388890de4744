import { errorBody, MESSAGES } from '@app/contracts';
import type { Request, Response } from 'express';
import { localizeBody, localizedBody, requestLocale } from './request-locale';

const req = (acceptLanguage?: string, user?: { language: string | null }) =>
  ({ headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {}, user }) as Request;

describe('requestLocale', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['es-MX,es;q=0.9', undefined, 'es'],
    ['fr-FR', undefined, 'en'],
    [undefined, { language: 'es' }, 'es'],
    ['en-US', { language: 'es' }, 'es'],
    ['es-MX,es;q=0.9', { language: 'en' }, 'en'],
    ['es', { language: null }, 'es'],
    ['es', { language: 'fr' }, 'es'],
  ])('header %s, account %j -> %s', (header, user, locale) => {
    expect(requestLocale(req(header, user ?? undefined))).toBe(locale);
  });
});

describe('localizeBody', () => {
  const body = errorBody(400, MESSAGES.emailRequired, {
    errors: [
      { path: 'email', message: MESSAGES.emailRequired },
      { path: 'note', message: 'A text nobody translated' },
    ],
  });

  it('gives English back as it is', () => {
    expect(localizeBody(body, 'en')).toEqual({ body, translated: false });
  });

  it('translates message and errors[].message only, keeping the shape', () => {
    const { body: es, translated } = localizeBody(body, 'es');
    expect(translated).toBe(true);
    expect(es).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'El correo electrónico es obligatorio',
      errors: [
        { path: 'email', message: 'El correo electrónico es obligatorio' },
        { path: 'note', message: 'A text nobody translated' },
      ],
    });
    expect(body.message).toBe(MESSAGES.emailRequired);
  });

  it('translates a list of messages and says when nothing changed', () => {
    expect(localizeBody({ message: [MESSAGES.badRequest, 'x'] }, 'es').body.message).toEqual([
      'Solicitud incorrecta',
      'x',
    ]);
    expect(localizeBody({ message: 'Unknown words' }, 'es').translated).toBe(false);
  });

  it('sets Vary always and Content-Language when translated', () => {
    const headers: Record<string, string> = {};
    const res = {
      vary: (field: string) => (headers.vary = field),
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    } as unknown as Response;
    localizedBody(req('es'), res, { message: 'Unknown words' });
    expect(headers).toEqual({ vary: 'Accept-Language' });
    localizedBody(req('es'), res, { message: MESSAGES.badRequest });
    expect(headers).toEqual({ vary: 'Accept-Language', 'content-language': 'es' });
  });
});
