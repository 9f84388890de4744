import { UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessGuard } from './access.guard';

describe('AccessGuard.handleRequest', () => {
  const guard = new AccessGuard(new Reflector());

  it('refuses a missing or refused token with 401', () => {
    expect(() => guard.handleRequest(null, false)).toThrow(UnauthorizedException);
  });

  it('passes on a failing user lookup (a server error, not a sign-in problem)', () => {
    const error = new Error('timeout exceeded when trying to connect');
    expect(() => guard.handleRequest(error, false)).toThrow(error);
  });

  it('answers the user of a valid token', () => {
    const user = { id: 'u1' };
    expect(guard.handleRequest(null, user)).toBe(user);
  });
});
