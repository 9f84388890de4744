import { FIELD_MESSAGES, MESSAGES, ZErrorBodySchema } from '@app/contracts';
import request from 'supertest';
import { createUser } from './factories';
import { createTestApp, TestApp } from './test-app';

/** The API answers its messages in the caller's language (issue 19, decision 0036). */
let t: TestApp;
const SPANISH = 'es-MX,es;q=0.9';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('messages in the caller language', () => {
  it('answers a 404 in Spanish by Accept-Language, in English without it', async () => {
    const es = await request(t.http)
      .get('/api/providers/no-such-provider')
      .set('accept-language', SPANISH)
      .expect(404);
    expect(es.body).toEqual({
      statusCode: 404,
      message: 'No encontramos a este proveedor',
      error: 'Not Found',
    });
    expect(es.headers['content-language']).toBe('es');
    expect(es.headers.vary).toMatch(/Accept-Language/i);
    expect(es.headers['cache-control']).toBe('no-store');

    const en = await request(t.http).get('/api/providers/no-such-provider').expect(404);
    expect(en.body).toEqual({
      statusCode: 404,
      message: MESSAGES.providerNotFound,
      error: 'Not Found',
    });
    expect(en.headers['content-language']).toBeUndefined();
    expect(en.headers.vary).toMatch(/Accept-Language/i);

    const fr = await request(t.http)
      .get('/api/providers/no-such-provider')
      .set('accept-language', 'fr-FR,fr;q=0.9,en;q=0.5')
      .expect(404);
    expect(fr.text).toBe(en.text);
  });

  it('answers a 400 validation error in Spanish with the same shape', async () => {
    const query = { offset: '5000' };
    const en = await request(t.http).get('/api/providers').query(query).expect(400);
    const es = await request(t.http)
      .get('/api/providers')
      .query(query)
      .set('accept-language', SPANISH)
      .expect(400);
    ZErrorBodySchema.parse(es.body);
    expect(en.body.message).toBe(MESSAGES.offsetTooDeep);
    expect(Object.keys(es.body).sort()).toEqual(Object.keys(en.body).sort());
    expect(es.body.errors).toHaveLength(en.body.errors.length);
    expect(es.body.message).toMatch(/^El desplazamiento \(offset\) no puede ser mayor que 1000/);
    expect(es.body.errors[0]).toEqual({ path: en.body.errors[0].path, message: es.body.message });
    expect(es.headers['content-language']).toBe('es');

    const badId = await request(t.http)
      .get('/api/providers/bad.id')
      .set('accept-language', SPANISH)
      .expect(400);
    expect(badId.body.message).toBe('El id del proveedor no es válido');
    expect(badId.body.errors).toEqual([
      { path: 'id', message: 'El id del proveedor no es válido' },
    ]);
    const badIdEn = await request(t.http).get('/api/providers/bad.id').expect(400);
    expect(badIdEn.body.message).toBe(FIELD_MESSAGES.invalidProviderId);
  });

  it('translates the default messages of zod', async () => {
    const { auth } = await createUser(t);
    const res = await request(t.http)
      .put('/api/users/me/language')
      .set(auth)
      .set('accept-language', 'es')
      .send({})
      .expect(400);
    expect(res.body.errors).toEqual([{ path: 'language', message: 'Este campo es obligatorio' }]);
  });

  it('speaks the language of a signed-in account that chose Spanish, whatever the header', async () => {
    const { user, auth } = await createUser(t);
    await t.query(`UPDATE users SET language = 'es' WHERE id = $1`, [user.id]);
    const notFound = await request(t.http)
      .get('/api/providers/no-such-provider')
      .set(auth)
      .expect(404);
    expect(notFound.body.message).toBe('No encontramos a este proveedor');
    expect(notFound.headers['content-language']).toBe('es');
    const withEnglishHeader = await request(t.http)
      .get('/api/providers/no-such-provider')
      .set(auth)
      .set('accept-language', 'en-US')
      .expect(404);
    expect(withEnglishHeader.body.message).toBe('No encontramos a este proveedor');

    // An English account stays English even with a Spanish browser.
    const english = await createUser(t);
    await t.query(`UPDATE users SET language = 'en' WHERE id = $1`, [english.user.id]);
    const en = await request(t.http)
      .get('/api/providers/no-such-provider')
      .set(english.auth)
      .set('accept-language', SPANISH)
      .expect(404);
    expect(en.body.message).toBe(MESSAGES.providerNotFound);
  });

  it('PUT /api/users/me/language refuses fr with a 400, and Spanish makes the answers Spanish', async () => {
    const { auth } = await createUser(t);
    const fr = await request(t.http)
      .put('/api/users/me/language')
      .set(auth)
      .send({ language: 'fr' })
      .expect(400);
    expect(fr.body.errors[0].path).toBe('language');
    expect(fr.body.message).toBe("Invalid enum value. Expected 'en' | 'es', received 'fr'");
    const frEs = await request(t.http)
      .put('/api/users/me/language')
      .set(auth)
      .set('accept-language', SPANISH)
      .send({ language: 'fr' })
      .expect(400);
    expect(frEs.body.message).toBe("Valor no válido. Se esperaba 'en' | 'es' y se recibió 'fr'");

    await request(t.http)
      .put('/api/users/me/language')
      .set(auth)
      .send({ language: 'es' })
      .expect(200);
    const after = await request(t.http)
      .put('/api/users/me/language')
      .set(auth)
      .send({ language: 'fr' })
      .expect(400);
    expect(after.body.message).toBe("Valor no válido. Se esperaba 'en' | 'es' y se recibió 'fr'");
  });

  it('PUT /api/users/me/language: hostile bodies get a 400, anonymous a 401, the same request twice the same answer', async () => {
    const { auth, user } = await createUser(t);
    const id = user.id;
    for (const body of [
      { language: 'es\u0000' },
      { language: 'e\u0007s' },
      { language: 'es'.repeat(50_000) },
      { language: 1 },
      { language: ['es'] },
      { language: null },
      {},
      { language: 'es', role: 'admin' },
    ])
      await request(t.http).put('/api/users/me/language').set(auth).send(body).expect(400);
    const [before] = await t.query<{ language: string | null }>(
      'SELECT language FROM users WHERE id = $1',
      [id],
    );
    expect(before?.language).toBeNull();
    await request(t.http).put('/api/users/me/language').send({ language: 'es' }).expect(401);
    for (let i = 0; i < 2; i++) {
      const again = await request(t.http)
        .put('/api/users/me/language')
        .set(auth)
        .send({ language: 'es' })
        .expect(200);
      expect(again.body).toEqual({ data: { language: 'es' } });
    }
    const [after] = await t.query<{ language: string | null }>(
      'SELECT language FROM users WHERE id = $1',
      [id],
    );
    expect(after?.language).toBe('es');
  });

  it('answers errors raised before the access guard by the header', async () => {
    const malformed = await request(t.http)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .set('accept-language', SPANISH)
      .send('{"email": ')
      .expect(400);
    expect(malformed.body.message).toBe('El JSON de la solicitud no es válido');
    const unauthorized = await request(t.http)
      .get('/api/users/me/account')
      .set('accept-language', SPANISH)
      .expect(401);
    expect(unauthorized.body.message).toBe('No autorizado. Vuelva a iniciar sesión.');
    const english = await request(t.http).get('/api/users/me/account').expect(401);
    expect(english.body.message).toBe(MESSAGES.unauthorized);
  });

  it('leaves the data of a success answer alone', async () => {
    const { auth } = await createUser(t);
    const res = await request(t.http)
      .get('/api/users/me/account')
      .set(auth)
      .set('accept-language', SPANISH)
      .expect(200);
    expect(res.headers['content-language']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Language/i);
    expect(res.body.data.email).toMatch(/@example\.com$/);
  });
});

describe('the API key check', () => {
  let keyed: TestApp;
  beforeAll(async () => {
    keyed = await createTestApp({ env: { API_CLIENT_KEYS: 'web:web-key-1' } });
  });
  afterAll(async () => {
    await keyed.close();
  });

  it('refuses a missing key in the language of the header', async () => {
    const es = await request(keyed.http)
      .get('/api/providers')
      .set('accept-language', SPANISH)
      .expect(401);
    expect(es.body).toEqual({
      statusCode: 401,
      message: 'La clave de API no es válida',
      error: 'Unauthorized',
    });
    expect(es.headers['content-language']).toBe('es');
    expect(es.headers.vary).toMatch(/Accept-Language/i);
    const en = await request(keyed.http).get('/api/providers').expect(401);
    expect(en.body.message).toBe(MESSAGES.invalidApiKey);
  });
});
