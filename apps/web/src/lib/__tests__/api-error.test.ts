import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../api-error';

const body = (message?: unknown) =>
  message === undefined ? {} : { statusCode: 0, message, error: 'x' };

describe('errorMessage (spec section 8)', () => {
  it('401 on /auth/ paths: Wrong email or password, whatever the server says', () => {
    expect(errorMessage({ status: 401, path: '/api/auth/login', body: body('Nope') })).toBe(
      'Wrong email or password',
    );
    expect(errorMessage({ status: 401, path: '/api/auth/session', body: body() })).toBe(
      'Wrong email or password',
    );
  });
  it('other 401: the server message, else Unauthorized. Please sign in again.', () => {
    expect(errorMessage({ status: 401, path: '/api/users/me', body: body('Token expired') })).toBe(
      'Token expired',
    );
    expect(errorMessage({ status: 401, path: '/api/users/me', body: body() })).toBe(
      'Unauthorized. Please sign in again.',
    );
  });
  it('403: the server message, else the admin message', () => {
    expect(
      errorMessage({
        status: 403,
        path: '/api/auth/login',
        body: body('Please verify your email before logging in!'),
      }),
    ).toBe('Please verify your email before logging in!');
    expect(errorMessage({ status: 403, path: '/api/admin/users', body: body() })).toBe(
      'Access denied. Admin permissions required.',
    );
  });
  it('400 on /auth/login: Incorrect email or password', () => {
    expect(
      errorMessage({ status: 400, path: '/api/auth/login', body: body('Email format is wrong') }),
    ).toBe('Incorrect email or password');
  });
  it('400 mentioning email and exist: An account with this email already exists', () => {
    expect(
      errorMessage({
        status: 400,
        path: '/api/auth/register',
        body: body('User with this EMAIL already exists!'),
      }),
    ).toBe('An account with this email already exists');
  });
  it('other 400: the server message, else Bad request', () => {
    expect(
      errorMessage({ status: 400, path: '/api/auth/register', body: body('Password too weak') }),
    ).toBe('Password too weak');
    expect(errorMessage({ status: 400, path: '/api/x', body: 'not json' })).toBe('Bad request');
  });
  it('anything else: the server message, else An unexpected error occurred', () => {
    expect(
      errorMessage({ status: 429, path: '/api/auth/login', body: body('Too many requests') }),
    ).toBe('Too many requests');
    expect(errorMessage({ status: 500, path: '/api/x', body: null })).toBe(
      'An unexpected error occurred',
    );
    expect(errorMessage({ status: 503, path: '/api/x', body: body('   ') })).toBe(
      'An unexpected error occurred',
    );
  });
  it('ApiError carries the mapped message and the field errors', () => {
    const error = new ApiError({
      status: 400,
      path: '/api/auth/register',
      body: {
        statusCode: 400,
        message: 'Email format is wrong',
        error: 'Bad Request',
        errors: [{ path: 'email', message: 'Email format is wrong' }],
      },
    });
    expect(error.message).toBe('Email format is wrong');
    expect(error.fieldErrors).toEqual({ email: 'Email format is wrong' });
  });
});
