import { Component, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';

/*
 * What React Router's data router gave the app, kept without it (decision 022: its data layer was
 * ~17 KB gzipped of the 150 KB every route may load, and the app has no loaders or actions):
 * an error page for a route that fails to load or render, scroll restoration, and a way to act
 * once a navigation has reached the screen.
 */

const RouteErrorPage = lazy(() => import('../pages/route-error-page.tsx'));

interface BoundaryProps {
  /** The location the children render; a navigation clears the error, like the data router did. */
  locationKey: string;
  children: ReactNode;
}

/** A route that throws (a chunk of an old release, a render bug) shows the error page, not a blank screen. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; at: string }> {
  state = { failed: false, at: this.props.locationKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; at: string }) {
    return props.locationKey === state.at ? null : { failed: false, at: props.locationKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={<PageSpinner />}>
        <RouteErrorPage />
      </Suspense>
    );
  }
}

/** Scroll position per history entry (the data router's ScrollRestoration kept them in sessionStorage too). */
const STORAGE_KEY = 'kontor-scroll';
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
})();

/** Waiters for the next location to be on screen (see `afterNavigation`). */
let committed: (() => void)[] = [];

/**
 * Resolves once the location that is being navigated to has rendered. Navigations run as
 * transitions (the old page stays until the new one's code is there); a caller that must change
 * what the old page depends on — sign-out forgetting the session under a guarded page — waits here.
 */
export function afterNavigation(): Promise<void> {
  return new Promise((resolve) => committed.push(resolve));
}

/**
 * On every new location: back/forward returns to where that entry was scrolled, a link or redirect
 * starts at the top (or at its #anchor); then tells `afterNavigation` waiters.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[location.key] = window.scrollY;
    };
    const persist = () => {
      save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Private mode or a full storage: restoring within the page's lifetime still works.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions[location.key];
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
    const waiting = committed;
    committed = [];
    for (const resolve of waiting) resolve();
  }, [location.key, location.hash, action]);

  return null;
}
