import { open } from 'node:fs/promises';
import { ImportFileError } from './source-types';

/** The first and last bytes of a file (at most `size` each), and its length. */
export async function headAndTail(
  file: string,
  size: number,
): Promise<{ head: Buffer; tail: Buffer; length: number }> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (e) {
    throw new ImportFileError(`${file}: cannot be opened (${(e as NodeJS.ErrnoException).code})`);
  }
  try {
    const { size: length } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, length));
    await handle.read(head, 0, head.length, 0);
    const tailLength = Math.min(size, length);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, length - tailLength);
    return { head, tail, length };
  } finally {
    await handle.close();
  }
}

/**
 * Refuses text that is not UTF-8 (ASCII is UTF-8): a UTF-16 byte order mark, or bytes that
 * do not decode. `cut` says the buffer may end inside a character (a head read).
 */
export function assertUtf8(file: string, bytes: Buffer, where: string, cut = true): void {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new ImportFileError(`${file}: the file is UTF-16, not UTF-8; save it as UTF-8`);
  }
  // A cut at either end may split one character: drop up to 3 bytes there before decoding.
  let start = 0;
  let end = bytes.length;
  if (cut && where === 'end')
    while (start < 3 && start < end && ((bytes[start] ?? 0) & 0xc0) === 0x80) start++;
  if (cut && where === 'start') {
    let back = end;
    while (back > 0 && end - back < 3 && ((bytes[back - 1] ?? 0) & 0xc0) === 0x80) back--;
    if (back > 0 && (bytes[back - 1] ?? 0) >= 0xc0) end = back - 1;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, end));
  } catch {
    throw new ImportFileError(
      `${file}: the file is not UTF-8 (invalid bytes near the ${where} of the file, another encoding such as Latin-1 or Windows-1252?); save it as UTF-8`,
    );
  }
}
