import { ImportFileError, type ReadOptions, type SourceRow } from './source.js';

/** The nppes reader; its body lands in the next commits of h47-sources. */
// eslint-disable-next-line require-yield
export async function* readNppes(
  file: string,
  _options: ReadOptions = {},
): AsyncGenerator<SourceRow> {
  throw new ImportFileError(`${file}: the nppes reader is not available yet`);
}
