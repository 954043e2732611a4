import { useEffect, useState } from 'react';

let reached = false;

/**
 * False until the first page of the visit has loaded and the browser has had an idle moment (or
 * 2 s on a browser without idle callbacks), true from then on, also for every screen opened later.
 * For calls that draw nothing the first screen waits for, such as the header's cart badge: asked
 * for at once they shared the slow line and the busy main thread with the page's own calls and
 * render, the largest paint (decision 079). One component uses it at a time (the top banner).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return undefined;
    let timer = 0;
    const done = () => {
      reached = true;
      setReady(true);
    };
    const idle = () => {
      timer = window.requestIdleCallback
        ? window.requestIdleCallback(done, { timeout: 2000 })
        : window.setTimeout(done, 2000);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      (window.cancelIdleCallback ?? window.clearTimeout)(timer);
    };
  }, [ready]);
  return ready;
}
