// Preloaded into the API process by the load bench (node --expose-gc --require …) and
// answering over the IPC channel the bench opens, so that nothing is exposed on a port and
// the production code is unchanged. Messages: { id, type: 'memory', gc } → process.memoryUsage()
// in bytes, after a full garbage collection when `gc` is true; { id, type: 'snapshot', file }
// → a heap snapshot written to `file` (v8.writeHeapSnapshot).
'use strict';
const v8 = require('node:v8');

if (process.send) {
  process.on('message', (msg) => {
    if (!msg || typeof msg.id !== 'number') return;
    try {
      if (msg.type === 'memory') {
        if (msg.gc) globalThis.gc();
        process.send({ id: msg.id, memory: process.memoryUsage() });
      } else if (msg.type === 'snapshot') {
        process.send({ id: msg.id, file: v8.writeHeapSnapshot(msg.file) });
      }
    } catch (error) {
      process.send({ id: msg.id, error: String(error) });
    }
  });
  // After the listener (which refs it): the channel must not keep the API alive.
  process.channel?.unref();
}
