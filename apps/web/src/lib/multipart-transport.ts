import { MESSAGES } from '@app/contracts';
import type { ApiFetcherArgs } from '@ts-rest/core';
import { localizeMessage } from './i18n';

/**
 * The form of a multipart call: the FormData given, or one built from the typed body (files
 * as parts, everything else as text; ts-rest's own builder would JSON-quote the strings).
 */
export function formDataOf(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * Sends a multipart call of the contract with XMLHttpRequest, reporting upload progress from
 * 0 to 1 (fetch cannot). Loaded only by chunks that upload (see api-client's fetcher).
 */
export function sendForm(
  args: ApiFetcherArgs,
  onUploadProgress?: (fraction: number) => void,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(args.method, args.path);
    for (const [name, value] of Object.entries(args.headers)) {
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a plain-text answer stays a string
      }
      if (xhr.status >= 200 && xhr.status < 300) onUploadProgress?.(1);
      resolve({ status: xhr.status, body, headers: headersOf(xhr) });
    };
    xhr.onerror = () => reject(new Error(localizeMessage(MESSAGES.unexpected)));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    args.fetchOptions?.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formDataOf(args.rawBody));
  });
}
