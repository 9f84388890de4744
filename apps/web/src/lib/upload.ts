import { MESSAGES } from '@app/contracts';
import { baseUrl, requestHeaders } from './api-client';
import { ApiError } from './api-error';

export const UPLOAD_PATH = '/api/images/upload';

/** The url of an upload answer: a plain string, `url` or `data.url` (spec 7). */
export function uploadedUrl(answer: unknown): string {
  const url =
    typeof answer === 'string'
      ? answer
      : ((answer as { url?: unknown } | null)?.url ??
        (answer as { data?: { url?: unknown } } | null)?.data?.url);
  if (typeof url !== 'string' || !url) throw new Error(MESSAGES.uploadInvalidResponse);
  return url;
}

/**
 * Uploads an image with POST /api/images/upload (multipart field `file`), reporting progress
 * from 0 to 1 (fetch cannot report upload progress, XMLHttpRequest can). Failures throw an
 * ApiError with the message of spec section 8, like every other call.
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl}${UPLOAD_PATH}`);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a plain-text answer stays a string
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError({ status: xhr.status, path: UPLOAD_PATH, body }));
        return;
      }
      onProgress?.(1);
      try {
        resolve(uploadedUrl(body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error(MESSAGES.unexpected));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Reads an image file's pixel size in the browser (null when it does not decode). */
export function imageDimensions(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/**
 * Sends a multipart form to an API path with XMLHttpRequest (upload progress 0 to 1) and
 * resolves with the parsed JSON answer; non-2xx answers reject with an ApiError.
 */
export function sendMultipart<T = unknown>(
  path: string,
  form: FormData,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl}${path}`);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a plain-text answer stays a string
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError({ status: xhr.status, path, body }));
        return;
      }
      onProgress?.(1);
      resolve(body as T);
    };
    xhr.onerror = () => reject(new Error(MESSAGES.unexpected));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
