import { MESSAGES } from '@app/contracts';
import { api, bodyOf } from './api-client';
import { localizeMessage } from './i18n';

/** The url of an upload answer: a plain string, `url` or `data.url` (spec 7). */
export function uploadedUrl(answer: unknown): string {
  const url =
    typeof answer === 'string'
      ? answer
      : ((answer as { url?: unknown } | null)?.url ??
        (answer as { data?: { url?: unknown } } | null)?.data?.url);
  if (typeof url !== 'string' || !url)
    throw new Error(localizeMessage(MESSAGES.uploadInvalidResponse));
  return url;
}

/**
 * Uploads an image through the contract's `images.upload` (multipart field `file`), reporting
 * progress from 0 to 1. Failures throw an ApiError with the message of spec section 8, like
 * every other call.
 */
export async function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const answer = await api.images.upload({
    body: { file },
    onUploadProgress: onProgress,
    fetchOptions: { signal },
  });
  return uploadedUrl(bodyOf(answer));
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
