import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `fn` once the browser has painted the next frame and shown it. A task queued from
 * requestAnimationFrame runs after that frame's paint, but the frame reaches the screen (the
 * time Chromium gives the largest paint) a little later, so it waits one frame more. Work that
 * can wait, such as secondary chunks, embeds and refetches, then starts after the content's
 * first paint instead of competing with it (decision 0013). Answers a function that cancels it.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: number | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(fn, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False on the first render, true once that render has been painted. What it mounts then
 * renders as a transition: in slices that yield to the browser, not one long task (input
 * stays responsive while the secondary parts of a page appear).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
