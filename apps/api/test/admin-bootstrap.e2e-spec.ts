import { isProfileComplete } from '@app/contracts';
import request from 'supertest';
import { AdminBootstrapService } from '../src/auth/admin-bootstrap.service';
import { createTestApp, TestApp } from './test-app';

const ADMIN = { email: 'boss@example.com', password: 'Admin#Secret99' };

async function signIn(t: TestApp) {
  const login = await request(t.http).post('/api/auth/login').send(ADMIN).expect(200);
  const session = await request(t.http)
    .get('/api/auth/session')
    .set('authorization', `Bearer ${login.body.data.token as string}`)
    .expect(200);
  return session.body.data.user as { firstName: string | null; lastName: string | null };
}

describe('the first admin from ADMIN_EMAIL', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is named Site Admin by default, so the first sign-in needs no /finish-profile step', async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const user = await signIn(t);
    expect(user).toMatchObject({ firstName: 'Site', lastName: 'Admin' });
    expect(isProfileComplete(user)).toBe(true);
  });

  it('takes ADMIN_NAME, names an unnamed existing admin, and keeps a name the admin chose', async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: 'Ada Lovelace' },
    });
    expect(await signIn(t)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });

    const bootstrap = t.app.get(AdminBootstrapService);
    await t.query(`UPDATE users SET first_name = NULL, last_name = NULL WHERE email = $1`, [
      ADMIN.email,
    ]);
    await bootstrap.onApplicationBootstrap();
    expect(await signIn(t)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });

    await t.query(`UPDATE users SET first_name = 'Grace', last_name = 'Hopper' WHERE email = $1`, [
      ADMIN.email,
    ]);
    await bootstrap.onApplicationBootstrap();
    expect(await signIn(t)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });
});
