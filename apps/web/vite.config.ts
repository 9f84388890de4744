/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Message catalogs (`i18n/<locale>.json` of a folder under src, docs/decisions/0036) compiled to Lingui's
 * message format while the app builds: the browser gets ready tokens, no ICU parser.
 */
function compiledCatalogs(): Plugin {
  const catalog = /\/src\/.+\/i18n\/[a-z]{2}\.json$/;
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!catalog.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

// The API of `pnpm dev` listens on PORT, as with `pnpm start`; API_PORT points the proxy at
// an API on another port.
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';

/**
 * react-router's package exports name only its development build (warnings on, extra checks:
 * remix-run/react-router#14102), so a production bundle carried it. The build takes the
 * production files the package ships beside it.
 */
function reactRouterProduction() {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const dist = path.join(path.dirname(fromDom.resolve('react-router')), '..', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Every module the entry (src/main.tsx) imports statically, in one chunk with it: Rolldown
 * split them into a dozen chunks of 1 to 2 KB (each also used by a lazy page), and on a slow
 * mobile connection each costs a request before the first paint (HTTP/1.1: six at a time).
 */
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
let shell: Set<string> | undefined;
function shellChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (!shell) {
    shell = new Set();
    const todo = [entry];
    while (todo.length) {
      const next = todo.pop()!;
      if (shell.has(next)) continue;
      shell.add(next);
      // Not through @app/contracts' barrels: they reach every schema (tree-shaken otherwise).
      if (!next.includes('/packages/contracts/'))
        todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return shell.has(id) && !id.includes('/packages/contracts/') ? 'index' : null;
}

export default defineConfig(({ command }) => ({
  plugins: [compiledCatalogs(), react(), tailwindcss()],
  resolve: {
    alias: command === 'build' ? reactRouterProduction() : [],
    // @app/contracts is used from source, so edits show without a rebuild (decision 0002).
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/bundle-size.mjs (per-page budget and the route modulepreloads).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk }] } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The suite shares two cores with the API tests under turbo: generous limits, so that a
    // loaded machine slows the tests down without failing them (src/test/setup.ts: 30 s per
    // findBy/waitFor; a test waits for several things).
    testTimeout: 120_000,
  },
}));
