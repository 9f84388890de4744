import {
  ZAuthResponseSchema,
  ZPostResponseSchema,
  ZPostsResponseSchema,
  ZProviderProfileResponseSchema,
  ZReviewsResponseSchema,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createProvider, createUser, reviewBody } from './factories/directory';
import { ReceivedMail, SmtpReceiver, subjectOf, textOf } from './smtp-receiver';
import { createTestApp, TestApp } from './test-app';

/** Mails in the recipient's language and the language of written content (issue 19). */

const PASSWORD = 'Sunset#Over$Biscayne7';

let t: TestApp;
let smtp: SmtpReceiver;
let ip = '';

const email = () => `idioma-${randomBytes(5).toString('hex')}@example.com`;
const call = (method: 'get' | 'post' | 'put' | 'patch', url: string, token?: string) => {
  const req = request(t.http)[method](url).set('x-forwarded-for', ip);
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};

const codeOf = (mail: ReceivedMail) => /(\d{5})/.exec(subjectOf(mail))?.[1] ?? '';

async function languageOf(address: string): Promise<string | null> {
  const [row] = await t.query<{ language: string | null }>(
    'SELECT language FROM users WHERE email = $1',
    [address],
  );
  return row!.language;
}

beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, WEB_ORIGIN: 'https://dir.example.com' } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
});

describe('registration keeps the language and mails the code in it', () => {
  it('Accept-Language: es -> users.language es and a Spanish code mail', async () => {
    const address = email();
    const res = await call('post', '/api/auth/register')
      .set('accept-language', 'es-US,es;q=0.9,en;q=0.8')
      .send({ email: address, password: PASSWORD })
      .expect(201);
    expect(ZAuthResponseSchema.parse(res.body).data.user.language).toBe('es');
    expect(await languageOf(address)).toBe('es');
    const mail = await smtp.waitFor(address);
    const code = codeOf(mail);
    expect(subjectOf(mail)).toBe(`Su código de confirmación de InjuryPros: ${code}`);
    const text = textOf(mail);
    expect(text).toContain(`Su código de confirmación es ${code}.`);
    expect(text).toContain('Vence en 10 minutos.');
    expect(text).toContain('Confirme su correo electrónico');
    expect(text).not.toContain('confirmation code');
  });

  it("the body's language wins over the header: English", async () => {
    const address = email();
    await call('post', '/api/auth/register')
      .set('accept-language', 'es')
      .send({ email: address, password: PASSWORD, language: 'en' })
      .expect(201);
    expect(await languageOf(address)).toBe('en');
    const mail = await smtp.waitFor(address);
    expect(mail.subject).toMatch(/^Your InjuryPros confirmation code: \d{5}$/);
    expect(mail.body).toContain('Your confirmation code is');
  });

  it('with no language anywhere: English', async () => {
    const address = email();
    await call('post', '/api/auth/register')
      .send({ email: address, password: PASSWORD })
      .expect(201);
    // Nobody chose: the account keeps no language (each device's choice applies), mails are English.
    expect(await languageOf(address)).toBeNull();
    expect((await smtp.waitFor(address)).subject).toMatch(/^Your InjuryPros confirmation code/);
  });
});

describe('forgot password', () => {
  it("an account whose language is es gets a Spanish link, whatever the request's language", async () => {
    const address = email();
    await call('post', '/api/auth/register')
      .send({ email: address, password: PASSWORD, language: 'es' })
      .expect(201);
    await smtp.waitFor(address);
    await call('get', `/api/auth/send-reset-password-link/${encodeURIComponent(address)}`)
      .set('accept-language', 'en-US')
      .expect(200);
    const mail = await smtp.waitFor(address, 2);
    expect(subjectOf(mail)).toBe('Restablezca su contraseña de InjuryPros');
    const text = textOf(mail);
    expect(text).toContain('Alguien pidió restablecer la contraseña de su cuenta de InjuryPros.');
    expect(text).toMatch(/https:\/\/dir\.example\.com\/forgot-password\/\S+/);
    expect(text).toContain('Elegir una contraseña nueva');
  });

  it('an account without a language: the language of the request', async () => {
    const address = email();
    await call('post', '/api/auth/register')
      .send({ email: address, password: PASSWORD })
      .expect(201);
    await smtp.waitFor(address);
    await t.query('UPDATE users SET language = NULL WHERE email = $1', [address]);
    await call('get', `/api/auth/send-reset-password-link/${encodeURIComponent(address)}`)
      .set('accept-language', 'es-MX')
      .expect(200);
    expect(subjectOf(await smtp.waitFor(address, 2))).toBe(
      'Restablezca su contraseña de InjuryPros',
    );
  });

  it('an English account stays English (the existing words)', async () => {
    const address = email();
    await call('post', '/api/auth/register')
      .send({ email: address, password: PASSWORD, language: 'en' })
      .expect(201);
    await smtp.waitFor(address);
    await call('get', `/api/auth/send-reset-password-link/${encodeURIComponent(address)}`)
      .set('accept-language', 'es')
      .expect(200);
    const mail = await smtp.waitFor(address, 2);
    expect(mail.subject).toBe('Reset your InjuryPros password');
    expect(mail.body).toContain('Someone asked to reset the password of your InjuryPros account.');
  });
});

describe('email change', () => {
  it("the code and the old address's notice in the account's language", async () => {
    const address = email();
    const reg = await call('post', '/api/auth/register')
      .send({ email: address, password: PASSWORD, language: 'es' })
      .expect(201);
    const { token } = ZAuthResponseSchema.parse(reg.body).data;
    const verified = await call('post', '/api/auth/email-verify', token)
      .send({ code: codeOf(await smtp.waitFor(address)) })
      .expect(200);
    const session = ZAuthResponseSchema.parse(verified.body).data.token;
    const next = email();
    await call('post', '/api/users/me/email', session)
      .send({ newEmail: next, currentPassword: PASSWORD })
      .expect(200);
    const codeMail = await smtp.waitFor(next);
    expect(subjectOf(codeMail)).toMatch(/^Su código de confirmación de InjuryPros: \d{5}$/);
    expect(textOf(codeMail)).toContain('Confirme su nuevo correo electrónico');
    await call('post', '/api/users/me/email/confirm', session)
      .send({ code: codeOf(codeMail) })
      .expect(200);
    const told = await smtp.waitFor(address, 2);
    expect(subjectOf(told)).toBe('Se cambió el correo electrónico de su cuenta de InjuryPros');
    expect(textOf(told)).toContain(`se cambió a ${next}`);
  });
});

const SPANISH_REVIEW =
  'Después del accidente no sabía qué hacer. La abogada me explicó todo con mucha paciencia, ' +
  'me llamaba cada semana y al final el seguro pagó más de lo que esperaba. Muy recomendados.';

const ENGLISH_REVIEW =
  'After the crash I had no idea what to do. The team explained everything to me, called ' +
  'every week and the insurance paid more than I expected. I would recommend them to anyone.';

describe('the language of reviews', () => {
  it('a Spanish review is es, an English one en, in GET /providers/{id}/reviews; an edit follows', async () => {
    const providerId = await createProvider(t);
    const spanish = await createUser(t);
    const english = await createUser(t);
    await call('post', `/api/providers/${providerId}/reviews`, spanish.token)
      .send(reviewBody([5, 5, 5, 5, 5], { text: SPANISH_REVIEW }))
      .expect(201);
    const created = await call('post', `/api/providers/${providerId}/reviews`, english.token)
      .send(reviewBody([4, 4, 4, 4, 4], { text: ENGLISH_REVIEW }))
      .expect(201);
    const list = ZReviewsResponseSchema.parse(
      (await call('get', `/api/providers/${providerId}/reviews`).expect(200)).body,
    ).data;
    const byAuthor = new Map(list.map((r) => [r.author.id, r]));
    expect(byAuthor.get(spanish.id)?.language).toBe('es');
    expect(byAuthor.get(english.id)?.language).toBe('en');

    const reviewId = (created.body as { data: { id: string } }).data.id;
    await call('patch', `/api/reviews/${reviewId}`, english.token)
      .send(reviewBody([4, 4, 4, 4, 4], { text: SPANISH_REVIEW }))
      .expect(200);
    const [row] = await t.query<{ language: string | null }>(
      'SELECT language FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(row!.language).toBe('es');
  });
});

describe('the language of provider descriptions and posts', () => {
  it('PATCH /providers/{id} tells the description; POST /providers/{id}/posts tells the post', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    const id = await createProvider(t, { ownerId: owner.id, plan: 'basic' });
    const profile = await call('patch', `/api/providers/${id}`, owner.token)
      .send({
        description:
          'Somos un taller de carrocería familiar en Miami. Trabajamos con todas las aseguradoras, ' +
          'le ayudamos con el reclamo y le damos un auto de alquiler mientras reparamos el suyo.',
      })
      .expect(200);
    expect(ZProviderProfileResponseSchema.parse(profile.body).data.descriptionLanguage).toBe('es');
    const shown = await call('get', `/api/providers/${id}`).expect(200);
    expect(ZProviderProfileResponseSchema.parse(shown.body).data.descriptionLanguage).toBe('es');

    const post = await call('post', `/api/providers/${id}/posts`, owner.token)
      .send({
        text:
          'We are open this Saturday for free estimates. Bring your car and the claim number, and ' +
          'we will talk to the insurance company for you. It takes about an hour.',
        imageUrls: [],
      })
      .expect(201);
    expect(ZPostResponseSchema.parse(post.body).data.language).toBe('en');
    const posts = ZPostsResponseSchema.parse(
      (await call('get', `/api/providers/${id}/posts`).expect(200)).body,
    ).data;
    expect(posts[0]?.language).toBe('en');

    // A text without enough common words cannot be told: null.
    const other = await createProvider(t, { ownerId: owner.id });
    const short = await call('patch', `/api/providers/${other}`, owner.token)
      .send({
        description:
          'Towing 24/7 across Miami-Dade, Broward y Palm Beach. Flatbeds, motorcycles, lockouts, ' +
          'jump starts, winch-outs, grúas.',
      })
      .expect(200);
    expect(ZProviderProfileResponseSchema.parse(short.body).data.descriptionLanguage).toBeNull();
  });
});
