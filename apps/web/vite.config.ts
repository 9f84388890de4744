/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [compiledCatalogs(), react(), tailwindcss()],
  resolve: {
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
});
