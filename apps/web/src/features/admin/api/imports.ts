import {
  ADMIN_PAGE_SIZE,
  type ImportSource,
  type TImportJob,
  type TImportMatchDecisionBody,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../../lib/api-client';
import { saveTextFile } from '../../../lib/download';
import { adminApi } from './admin';

/** How often a running import's progress is read again (issue 47: every second or two). */
export const IMPORT_POLL_MS = 1500;
/** How often the list is read again while one of its jobs is queued or running. */
const LIST_POLL_MS = 3000;

const api = adminApi.imports;

export const importKeys = {
  all: ['admin', 'imports'] as const,
  list: (offset: number) => ['admin', 'imports', 'list', offset] as const,
  job: (id: string) => ['admin', 'imports', 'job', id] as const,
  files: ['admin', 'imports', 'files'] as const,
  matches: (offset: number) => ['admin', 'imports', 'matches', offset] as const,
};

export const isActive = (job: Pick<TImportJob, 'state'>) =>
  job.state === 'queued' || job.state === 'running';

/** The imports, newest first; read again while one of them is still going. */
export function useImportJobs(offset: number) {
  return useQuery({
    queryKey: importKeys.list(offset),
    placeholderData: keepPreviousData,
    queryFn: async () => bodyOf(await api.list({ query: { offset, limit: ADMIN_PAGE_SIZE } })),
    refetchInterval: (query) => (query.state.data?.data.some(isActive) ? LIST_POLL_MS : false),
  });
}

/** One import, polled while it is queued or running (GET /admin/imports/:id). */
export function useImportJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importKeys.job(id ?? ''),
    enabled: id !== null,
    queryFn: async () => {
      const job = bodyOf(await api.get({ params: { id: id! } })).data;
      // A job that has just finished: the list, its counts and the review queue follow.
      const before = queryClient.getQueryData<TImportJob>(importKeys.job(job.id));
      if (before && isActive(before) && !isActive(job))
        void queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[1] === 'imports' && q.queryKey[2] !== 'job',
        });
      return job;
    },
    refetchInterval: (query) =>
      query.state.data && !isActive(query.state.data) ? false : IMPORT_POLL_MS,
  });
}

/** The files in DATA_DIR/imports/ an admin can pick. */
export function useImportFiles() {
  return useQuery({
    queryKey: importKeys.files,
    queryFn: async () => bodyOf(await api.files()).data,
  });
}

export type StartImport =
  | { kind: 'folder'; source: ImportSource; file: string; confidence?: number }
  | {
      kind: 'upload';
      source: ImportSource;
      file: File;
      confidence?: number;
      onProgress?: (fraction: number) => void;
    };

/** POST /admin/imports: a file of the folder (JSON) or the file itself (multipart). 202 + the job. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (start: StartImport) => {
      const answer =
        start.kind === 'folder'
          ? await api.create({
              body: { source: start.source, file: start.file, confidence: start.confidence },
            })
          : await api.upload({
              body: { source: start.source, confidence: start.confidence, file: start.file },
              onUploadProgress: start.onProgress,
            });
      return bodyOf(answer).data;
    },
    onSuccess: async (job) => {
      queryClient.setQueryData(importKeys.job(job.id), job);
      await queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'list'] });
    },
  });
}

/** The review queue: pending matches, a page at a time. */
export function useImportMatches(offset: number) {
  return useQuery({
    queryKey: importKeys.matches(offset),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      bodyOf(await api.matches({ query: { status: 'pending', offset, limit: ADMIN_PAGE_SIZE } })),
  });
}

/** Merge / Keep apart; the queue (and the jobs' counts of pending matches) reload. */
export function useDecideMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & TImportMatchDecisionBody) =>
      bodyOf(await api.decideMatch({ params: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

/** Saves the job's report (the first 1,000 rejected rows) as a CSV file; it needs the token. */
export async function downloadImportReport(id: string): Promise<void> {
  const csv = bodyOf(await api.report({ params: { id } }));
  saveTextFile(String(csv), `import-${id}-report.csv`);
}
