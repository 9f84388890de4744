import { MESSAGES } from '@app/contracts';
import { apiFetch } from '../../lib/api-client';

/**
 * Uploads an image with POST /api/images/upload (multipart field `file`). The answer's
 * url may come as a plain string, `url` or `data.url` (spec 7).
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await apiFetch<unknown>('/api/images/upload', { method: 'POST', body: form });
  const url =
    typeof answer === 'string'
      ? answer
      : ((answer as { url?: unknown })?.url ?? (answer as { data?: { url?: unknown } })?.data?.url);
  if (typeof url !== 'string' || !url) throw new Error(MESSAGES.uploadInvalidResponse);
  return url;
}

/** Reads an image file's pixel size in the browser. */
export function imageDimensions(file: File): Promise<{ width: number; height: number } | null> {
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
