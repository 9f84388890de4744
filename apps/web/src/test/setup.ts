import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s: lazy route chunks load slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so it leaves scrollTo unimplemented and logs each call; the router's
// scroll restoration calls it on every navigation. Nothing here can assert a scroll position.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
