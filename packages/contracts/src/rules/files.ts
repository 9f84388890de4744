import {
  BANNER_MAX_BYTES,
  BANNER_RECOMMENDED,
  CLAIM_FILE_MAX_BYTES,
  PROFILE_IMAGE_MAX_BYTES_MODAL,
  PROFILE_IMAGE_MAX_BYTES_PAGE,
  PROFILE_IMAGE_MIN_SIDE_PX,
  UPLOAD_MAX_BYTES,
} from '../constants.js';
import { MESSAGES } from './messages.js';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export interface FileLike {
  size: number;
  type: string;
}

/** Where a profile photo is chosen decides its size limit (spec 5). */
export type ProfileImageContext = 'page' | 'modal';

export function profileImageError(
  file: FileLike,
  dimensions: { width: number; height: number } | null,
  context: ProfileImageContext,
): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.selectImage;
  const max = context === 'page' ? PROFILE_IMAGE_MAX_BYTES_PAGE : PROFILE_IMAGE_MAX_BYTES_MODAL;
  if (file.size > max) return context === 'page' ? MESSAGES.imageMax5 : MESSAGES.imageMax2;
  if (
    dimensions &&
    (dimensions.width < PROFILE_IMAGE_MIN_SIDE_PX || dimensions.height < PROFILE_IMAGE_MIN_SIDE_PX)
  ) {
    return MESSAGES.imageMinSize;
  }
  return null;
}

export function uploadSizeError(file: FileLike): string | null {
  return file.size > UPLOAD_MAX_BYTES ? MESSAGES.uploadTooLarge : null;
}

export function bannerError(file: FileLike | null): string | null {
  if (!file || !file.type.startsWith('image/')) return MESSAGES.selectImage;
  return file.size > BANNER_MAX_BYTES ? MESSAGES.bannerMax : null;
}

export function claimDocumentError(file: FileLike | null): string | null {
  if (!file) return MESSAGES.claimFileRequired;
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type))
    return MESSAGES.claimFileType;
  return file.size > CLAIM_FILE_MAX_BYTES ? MESSAGES.claimFileTooLarge : null;
}

/** A banner off the recommended 1610x320 is allowed, with a warning (spec 5). */
export function bannerSizeAdvice(
  dimensions: { width: number; height: number } | null,
): string | null {
  if (!dimensions) return null;
  const { width, height } = BANNER_RECOMMENDED;
  return dimensions.width === width && dimensions.height === height
    ? null
    : MESSAGES.bannerRecommended;
}
