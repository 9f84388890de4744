// A real OAuth 2 / OpenID server on loopback standing in for Google in the end-to-end run:
// the API tests' server (apps/api/test/oauth-server.mjs, oauth2-mock-server) as a child
// process. `signInAs(claims)` sets who "signs in at Google" for the next flow.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../../api/test/oauth-server.mjs', import.meta.url));

export async function startOAuth() {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-oauth-'));
  const userinfo = path.join(dir, 'userinfo.json');
  await writeFile(userinfo, '{}');
  const child = spawn(process.execPath, [server], {
    cwd: path.dirname(server),
    env: { ...process.env, USERINFO_FILE: userinfo },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(JSON.parse(chunk.toString()).url));
    child.once('exit', (code) => reject(new Error(`OAuth server exited with ${code}`)));
  });
  return {
    /** The product's GOOGLE_* settings pointing at this server. */
    env: {
      GOOGLE_CLIENT_ID: 'e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_AUTH_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    },
    signInAs: (claims) => writeFile(userinfo, JSON.stringify(claims)),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
