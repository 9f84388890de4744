import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, requestHeaders } from '../api-client';
import { activateLocale } from '../i18n';
import { uploadImage } from '../upload';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('Accept-Language on every request (issue 19)', () => {
  it('is the current language in the shared headers', async () => {
    expect(requestHeaders()['accept-language']).toBe('en');
    await act(() => activateLocale('es'));
    expect(requestHeaders()['accept-language']).toBe('es');
  });

  it('goes with a JSON call of the API client', async () => {
    await act(() => activateLocale('es'));
    const seen: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers ?? (input as Request).headers).get('accept-language'));
        return Response.json({ statusCode: 401, message: 'No autorizado' }, { status: 401 });
      }),
    );
    await expect(api.auth.session()).rejects.toThrow();
    expect(seen).toEqual(['es']);
  });

  it('goes with a multipart upload (XMLHttpRequest)', async () => {
    await act(() => activateLocale('es'));
    const headers: Record<string, string> = {};
    class FakeXhr {
      status = 200;
      responseText = JSON.stringify({ data: { url: '/api/files/a.webp' } });
      responseType = '';
      upload: { onprogress?: unknown } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      open() {}
      setRequestHeader(name: string, value: string) {
        headers[name.toLowerCase()] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json';
      }
      send() {
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(uploadImage(file)).resolves.toBe('/api/files/a.webp');
    expect(headers['accept-language']).toBe('es');
  });
});
