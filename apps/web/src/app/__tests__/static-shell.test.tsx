import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';

/** index.html's static shell, painted before any script runs. */
function staticShell(): HTMLElement {
  const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector<HTMLElement>('#root [data-static-shell]')!;
}

/** What a first paint shows of an element: its tag, classes and drawing, not its behaviour. */
const classes = (el: Element | null) => (el?.getAttribute('class') ?? '').split(/\s+/).sort();
const visible = (names: string[]) => names.filter((c) => !/^(focus|hover|sr-only)/.test(c));
const drawing = (el: Element) => el.innerHTML.replace(/>\s+</g, '><').trim();

/** The parts of a shell a first paint shows. */
function partsOf(root: Element) {
  const header = root.querySelector('header')!;
  const bar = header.firstElementChild!;
  const logo = bar.querySelector('a[href="/"]')!;
  return { header, bar, logo, svg: logo.querySelector('svg')!, main: root.querySelector('main')! };
}

afterEach(() => vi.unstubAllGlobals());

describe("index.html's static shell", () => {
  it('is the loading shell React paints next: the same bar, logo and empty main', async () => {
    // A visitor (the session check answers 401).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const shell = staticShell();
    expect(shell).not.toBeNull();
    const { router, container } = renderRoutes('/terms-of-use');
    // The router's fallback, <AppShell loading />, before the page's chunk arrives.
    expect(router.state.initialized).toBe(false);
    const app = container.firstElementChild!;
    const [ours, react] = [partsOf(shell), partsOf(app)];
    expect(classes(shell)).toEqual(classes(app));
    expect(classes(ours.header)).toEqual(classes(react.header));
    expect(classes(ours.bar)).toEqual(classes(react.bar));
    expect(visible(classes(ours.logo))).toEqual(visible(classes(react.logo)));
    expect(ours.logo.textContent?.trim()).toBe(react.logo.textContent?.trim());
    expect(classes(ours.svg)).toEqual(classes(react.svg));
    expect(drawing(ours.svg)).toBe(drawing(react.svg));
    expect(classes(ours.main)).toEqual(classes(react.main));
    // Then the page (its chunk loaded).
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
