import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The one wait limit of the suite (no per-query timeouts). findBy* and waitFor return as soon
// as their condition holds; the limit only bounds how long a test that is going to fail
// waits. A machine busy with other work (load 15 on two cores) has been seen to take over
// 10 s to import a lazy component's module graph, hence 30 s. renderApp (render.tsx) first
// waits for the page's lazy route, bounded only by the test timeout (vite.config.ts).
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no layout, so it leaves scrollTo unimplemented and logs each call; the router's
// scroll restoration calls it on every navigation. Nothing here can assert a scroll position.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
