import { describe, expect, it } from 'vitest';
import { clientBaseUrl, requestHeaders } from '../api-client';
import { setToken } from '../token-storage';

describe('clientBaseUrl', () => {
  it.each([
    ['/api', ''],
    ['/api/', ''],
    ['https://api.example.com/api', 'https://api.example.com'],
    ['https://example.com/v2/api', 'https://example.com/v2'],
    ['https://api.example.com', 'https://api.example.com'],
  ])('turns %s into %j', (input, expected) => expect(clientBaseUrl(input)).toBe(expected));
});

describe('requestHeaders', () => {
  it('sends no Authorization without a token', () => {
    expect(requestHeaders().authorization).toBeUndefined();
  });
  it('sends the stored token as a Bearer token', () => {
    setToken('Bearer aaa.bbb.ccc');
    expect(requestHeaders().authorization).toBe('Bearer aaa.bbb.ccc');
  });
});
