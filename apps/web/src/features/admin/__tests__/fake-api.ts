import { stubSession } from '../../../test/render';

/**
 * The session answer for an admin: the real API cannot run inside Vitest, so the tests fake
 * it at the fetch level and answer like the contract says.
 */
export function adminSession(validToken: string) {
  const base = stubSession(validToken);
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await base(input, init);
    if (response.status !== 200) return response;
    const body = (await response.json()) as { data: { user: Record<string, unknown> } };
    body.data.user.roles = ['user', 'admin'];
    body.data.user.email = 'boss@example.com';
    body.data.user.firstName = 'Bea';
    body.data.user.lastName = 'Boss';
    return Response.json(body);
  };
}
