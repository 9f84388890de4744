import { ImportFileError, type ReadOptions, type SourceRow } from './source.js';

/** The overture reader; its body lands in the next commits of h47-sources. */
// eslint-disable-next-line require-yield
export async function* readOverture(
  file: string,
  _options: ReadOptions = {},
): AsyncGenerator<SourceRow> {
  throw new ImportFileError(`${file}: the overture reader is not available yet`);
}
