import type { ImportSource } from '@app/contracts';
import { readNppes } from './nppes';
import { readOverture } from './overture';
import { ImportFileError, type ReadOptions, type SourceRow } from './source-types';

// The interface of the readers (issue 47, interfaces section 1), defined in source-types.ts
// so that the readers can use it without importing this module back.
export {
  ImportFileError,
  type ImportedListing,
  type ReadOptions,
  type SourceRow,
} from './source-types';

/** Reads one file of a source, row by row in file order. */
export function readSource(
  source: ImportSource,
  file: string,
  options: ReadOptions = {},
): AsyncIterable<SourceRow> {
  if (source === 'overture') return readOverture(file, options);
  if (source === 'nppes') return readNppes(file, options);
  throw new ImportFileError(`Unknown source "${String(source)}"`);
}
