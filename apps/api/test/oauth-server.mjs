// A real OAuth 2 / OpenID server on loopback (oauth2-mock-server), run as its own process
// by the Google sign-in tests. Prints {"url": ...} once listening. The userinfo answer is
// read from the JSON file named by USERINFO_FILE at each request, so a test can change
// who "signs in at Google" between flows.
import { readFileSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeUserinfo', (response) => {
  response.body = JSON.parse(readFileSync(process.env.USERINFO_FILE, 'utf8'));
  response.statusCode = 200;
});
await server.start(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ url: server.issuer.url })}\n`);
process.on('SIGTERM', async () => {
  await server.stop();
  process.exit(0);
});
