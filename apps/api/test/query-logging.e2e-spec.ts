import { MESSAGES } from '@app/contracts';
import { BadRequestException } from '@nestjs/common';
import { GoogleAccountsService } from '../src/auth/google-accounts.service';
import { createTestApp, TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Everything written to the console and to stdout/stderr while `fn` runs. */
async function captureOutput(fn: () => Promise<unknown>): Promise<string> {
  const written: string[] = [];
  const record = (...args: unknown[]) => void written.push(args.map(String).join(' '));
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(record),
    ),
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      record(chunk);
      return true;
    }),
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      record(chunk);
      return true;
    }),
  ];
  try {
    await fn().catch(() => undefined);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.join('\n');
}

describe('an expected unique violation', () => {
  it('is answered with its message and not logged as an error (Google sign-in, unverified email)', async () => {
    await t.query(
      "INSERT INTO users (email, password_hash, roles) VALUES ('carol@example.com', 'x', '{user}')",
    );
    const auth = t.app.get(GoogleAccountsService);
    const claims = {
      googleId: 'google-333',
      email: 'carol@example.com',
      emailVerified: false,
      name: 'Carol',
    };
    let error: unknown;
    const output = await captureOutput(() =>
      auth
        .createGoogleUser(claims as Parameters<GoogleAccountsService['createGoogleUser']>[0])
        .catch((e) => {
          error = e;
        }),
    );
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).message).toBe(MESSAGES.emailExists);
    expect(output).not.toMatch(/duplicate key|query failed|23505/i);
  });
});
