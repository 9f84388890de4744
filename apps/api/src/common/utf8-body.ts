import { API_MESSAGES } from '@app/contracts';
import {
  BadRequestException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

/**
 * Request bodies are UTF-8 or refused with a 400 before they are parsed (issue 43): decoded
 * leniently, an overlong form (C0 AF), an encoded surrogate (ED A0 80) or a byte that UTF-8
 * never uses (FF) became U+FFFD and was stored as such. `isUtf8` is the strict check
 * (`new TextDecoder('utf-8', { fatal: true })` without the copy).
 */
function invalidUtf8(): Error & { status: number; expose: boolean } {
  return Object.assign(new Error(API_MESSAGES.invalidUtf8), {
    status: 400,
    expose: true,
    type: 'entity.verify.failed',
  });
}

/** body-parser's `verify` hook (JSON and forms): the raw bytes, before they are decoded. */
export function verifyUtf8Body(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (!isUtf8(body)) throw invalidUtf8();
}

/**
 * multer's options for the multipart routes: text fields are handed over as their bytes
 * (latin1 maps each byte to one character), for `Utf8FieldsInterceptor` to check and decode.
 */
export const TEXT_FIELDS_AS_BYTES = { defCharset: 'latin1' } as const;

/**
 * The fields multer read as bytes (TEXT_FIELDS_AS_BYTES), decoded as UTF-8; throws when one
 * is not UTF-8. A part that declared a charset of its own was decoded by it: characters past
 * U+00FF say so, and a U+FFFD then stands for bytes that charset could not read.
 */
export function decodeUtf8Fields(value: unknown): unknown {
  if (typeof value === 'string') {
    if (/[\u0100-\uffff]/.test(value)) {
      if (value.includes('\uFFFD')) throw invalidUtf8();
      return value;
    }
    const bytes = Buffer.from(value, 'latin1');
    if (!isUtf8(bytes)) throw invalidUtf8();
    return bytes.toString('utf8');
  }
  if (Array.isArray(value)) return value.map(decodeUtf8Fields);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, decodeUtf8Fields(inner)]),
    );
  return value;
}

/** After multer (listed after its interceptor): the text fields decoded, or a 400. */
@Injectable()
export class Utf8FieldsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const req = context.switchToHttp().getRequest<{ body?: unknown }>();
    try {
      req.body = decodeUtf8Fields(req.body);
    } catch {
      throw new BadRequestException(API_MESSAGES.invalidUtf8);
    }
    return next.handle();
  }
}
