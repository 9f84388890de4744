import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IndexReply, IndexRequest } from './search-index.worker';

const entry = path.join(__dirname, `search-index.worker${path.extname(__filename)}`);

/**
 * Run from the TypeScript sources (the API's tests under ts-jest), the worker cannot load
 * a .ts file by itself: it transpiles each one it requires, as ts-jest does for the tests.
 */
const FROM_SOURCES = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const ts = require('node:module').createRequire(workerData.entry)('typescript');
require.extensions['.ts'] = (module, file) =>
  module._compile(
    ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    }).outputText,
    file,
  );
require(workerData.entry);
`;

/**
 * The search index's thread (search-index.worker.ts) seen from the API: each request is
 * answered in the order it was sent. When the thread ends (it failed, or `close`), every
 * request still waiting fails and `onExit` is told.
 */
export class SearchIndexThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private ended: Error | null = null;

  constructor(onExit: (error: Error) => void) {
    this.worker = entry.endsWith('.ts')
      ? new Worker(FROM_SOURCES, { eval: true, workerData: { entry } })
      : new Worker(entry);
    // The thread never keeps the process alive by itself.
    this.worker.unref();
    this.worker.on('message', (reply: IndexReply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if ('error' in reply) waiter.reject(new Error(`search index thread: ${reply.error}`));
      else waiter.resolve(reply.value);
    });
    const end = (error: Error) => {
      if (this.ended) return;
      this.ended = error;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
      onExit(error);
    };
    this.worker.on('error', (error) => end(error));
    this.worker.on('exit', (code) => end(new Error(`search index thread exited (${code})`)));
  }

  /** Sends a request; its answer (search-index.worker.ts IndexRequest). */
  call<T = unknown>(request: IndexRequest): Promise<T> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.worker.postMessage({ id, request });
      } catch (error) {
        // Not cloneable: nothing was sent.
        this.waiting.delete(id);
        reject(error as Error);
      }
    });
  }

  /** Ends the thread; requests still waiting fail. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
