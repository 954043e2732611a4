import { useEffect, useState } from 'react';

let reached = false;
const waiting = new Set<() => void>();

function reach() {
  reached = true;
  for (const done of waiting) done();
  waiting.clear();
}

let started = false;
/** Once: the window's load event, then the first idle moment (or 2 s on a browser without idle callbacks). */
function start() {
  if (started) return;
  started = true;
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(reach, { timeout: 2000 })
      : window.setTimeout(reach, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * False until the first page of the visit has loaded and the browser has had an idle moment, true
 * from then on (also for every screen opened later). For calls that draw nothing the first screen
 * waits for, such as the header's cart badge: asked for at once they shared the slow line and the
 * busy main thread with the page's own calls and render, the largest paint (decision 079).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return undefined;
    if (reached) {
      setReady(true);
      return undefined;
    }
    const done = () => setReady(true);
    waiting.add(done);
    start();
    return () => {
      waiting.delete(done);
    };
  }, [ready]);
  return ready;
}
