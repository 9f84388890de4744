import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import {
  CLAIM_FILE_MAX_BYTES,
  IMAGE_MESSAGES,
  MAX_INPUT_PIXELS,
  MESSAGES,
  UPLOAD_MAX_BYTES,
} from '@app/contracts';
import sharp from 'sharp';
import { StorageService } from '../storage/storage.service';
import { UploadsService } from '../storage/uploads.service';
import { ImageWorkSlots } from './image-work-slots';
import { DocumentKind, ImageKind, sniffDocument, sniffImage } from './sniff';

/** Decoding more pixels than MAX_INPUT_PIXELS is refused: a small file can expand to gigabytes. */
/** The longest side of a stored image. */
export const MAX_SIDE_PX = 2048;
export const THUMBNAIL_PX = 256;

/** The uploads' own messages: in @app/contracts with their Spanish (issue 19). */
export { IMAGE_MESSAGES, MAX_INPUT_PIXELS };

// Two cores: one libvips thread and no cache keep memory flat under many uploads.
sharp.concurrency(1);
sharp.cache(false);

const CONTENT_TYPE: Record<ImageKind | DocumentKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export interface StoredImage {
  url: string;
  webpUrl: string;
  thumbnailUrl: string;
}

@Injectable()
export class ImagesService {
  constructor(
    private readonly storage: StorageService,
    private readonly uploads: UploadsService,
    private readonly slots: ImageWorkSlots,
  ) {}

  /**
   * Checks an upload by its bytes, re-encodes it (metadata such as EXIF and GPS dropped,
   * longest side capped), and stores it with a WebP rendition and a thumbnail, recorded as
   * uploaded by `ownerId` (null: by the server, e.g. sample data). The decoding runs in one
   * of the bounded image slots (503 when none is free in time).
   */
  async storeImage(bytes: Buffer | undefined, ownerId: string | null = null): Promise<StoredImage> {
    if (!bytes || bytes.length === 0) throw new BadRequestException(IMAGE_MESSAGES.missing);
    if (bytes.length > UPLOAD_MAX_BYTES)
      throw new PayloadTooLargeException(MESSAGES.uploadTooLarge);
    const kind = sniffImage(bytes);
    if (!kind) throw new BadRequestException(IMAGE_MESSAGES.notImage);
    await this.roomFor(bytes.length, ownerId);
    return this.slots.run(() => this.processImage(bytes, kind, ownerId));
  }

  /**
   * Before any decoding: a 507 when the disk is nearly full and a 429 when the account has
   * used its day's quota (checked again, under a lock, when the files are recorded).
   */
  private async roomFor(bytes: number, ownerId: string | null): Promise<void> {
    await this.storage.ensureRoom(bytes);
    await this.uploads.ensureQuota(ownerId, bytes);
  }

  /** Records `files` (quota, free disk) and writes them; a failed write forgets them all. */
  private async storeFiles(
    files: Array<{ key: string; body: Buffer; contentType: string }>,
    ownerId: string | null,
  ): Promise<void> {
    const bytes = files.reduce((sum, f) => sum + f.body.length, 0);
    await this.storage.ensureRoom(bytes);
    await this.uploads.record(
      files.map((f) => ({ key: f.key, bytes: f.body.length })),
      ownerId,
    );
    try {
      for (const f of files) await this.storage.put(f.key, f.body, f.contentType);
    } catch (error) {
      await this.uploads.forget(files.map((f) => f.key));
      throw error;
    }
  }

  private async processImage(
    bytes: Buffer,
    kind: ImageKind,
    ownerId: string | null,
  ): Promise<StoredImage> {
    const animated = kind === 'gif' || kind === 'webp';
    const source = () =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'warning' });

    const meta = await source()
      .metadata()
      .catch((error: unknown) => {
        throw this.decodeError(error);
      });
    if (!meta.width || !meta.height) throw new BadRequestException(IMAGE_MESSAGES.unreadable);

    const capped = () =>
      source().rotate().resize({
        width: MAX_SIDE_PX,
        height: MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      });
    let main: Buffer, webp: Buffer, thumbnail: Buffer;
    try {
      main =
        kind === 'jpg'
          ? await capped().jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : kind === 'png'
            ? await capped().png({ compressionLevel: 9 }).toBuffer()
            : kind === 'gif'
              ? await capped().gif().toBuffer()
              : await capped().webp({ quality: 82 }).toBuffer();
      webp = kind === 'webp' ? main : await capped().webp({ quality: 82 }).toBuffer();
      thumbnail = await sharp(bytes, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'warning',
      })
        .rotate()
        .resize({ width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer();
    } catch (error) {
      throw this.decodeError(error);
    }

    const mainKey = this.storage.newKey('public', kind);
    const base = mainKey.slice(0, -(kind.length + 1));
    const webpKey = kind === 'webp' ? mainKey : `${base}.webp`;
    const thumbKey = `${base}-thumb.webp`;
    await this.storeFiles(
      [
        { key: mainKey, body: main, contentType: CONTENT_TYPE[kind] },
        ...(webpKey !== mainKey
          ? [{ key: webpKey, body: webp, contentType: CONTENT_TYPE.webp }]
          : []),
        { key: thumbKey, body: thumbnail, contentType: CONTENT_TYPE.webp },
      ],
      ownerId,
    );
    return {
      url: this.storage.publicUrl(mainKey),
      webpUrl: this.storage.publicUrl(webpKey),
      thumbnailUrl: this.storage.publicUrl(thumbKey),
    };
  }

  /**
   * Stores a private document (claims, appeals): PDF, JPG or PNG by content, up to 10 MB.
   * Images are re-encoded without metadata; PDFs are kept as sent. Answers the storage key,
   * which is read back only through StorageService.signedUrl.
   */
  async storePrivateDocument(
    bytes: Buffer,
    ownerId: string | null = null,
  ): Promise<{ key: string; contentType: string }> {
    if (bytes.length === 0) throw new BadRequestException(MESSAGES.claimFileRequired);
    if (bytes.length > CLAIM_FILE_MAX_BYTES)
      throw new PayloadTooLargeException(MESSAGES.claimFileTooLarge);
    const kind = sniffDocument(bytes);
    if (!kind) throw new BadRequestException(MESSAGES.claimFileType);
    await this.roomFor(bytes.length, ownerId);
    let body = bytes;
    if (kind !== 'pdf') {
      const image = sharp(bytes, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'warning',
      }).rotate();
      body = await this.slots.run(() =>
        (kind === 'jpg' ? image.jpeg({ quality: 90 }) : image.png())
          .toBuffer()
          .catch((error: unknown) => {
            throw this.decodeError(error);
          }),
      );
    }
    const key = this.storage.newKey('private', kind);
    await this.storeFiles([{ key, body, contentType: CONTENT_TYPE[kind] }], ownerId);
    return { key, contentType: CONTENT_TYPE[kind] };
  }

  /** Removes private documents stored for a request that then failed (file and record). */
  async discardDocuments(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.driver.delete(key);
    await this.uploads.forget(keys);
  }

  private decodeError(error: unknown): Error {
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException)
      return error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) return new BadRequestException(IMAGE_MESSAGES.tooManyPixels);
    if (
      /unsupported image format|corrupt|premature|truncat|invalid|bad |read error|vipspng|jpeg|gif|webp|png/i.test(
        message,
      )
    )
      return new BadRequestException(IMAGE_MESSAGES.unreadable);
    return error instanceof Error ? error : new Error(String(error));
  }
}
