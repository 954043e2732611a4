import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from './page-spinner.tsx';

const AntdProvider = lazy(() => import('./antd-provider.tsx'));

/**
 * Wraps a page (or a lazily loaded piece) that uses antd components in antd's theme and locale.
 * The shell (banner, navigation, placeholders) is plain React and CSS, so a route that needs no
 * antd component does not download antd's theme engine at all (DESIGN §9 budget). Modules that
 * are loaded lazily anyway may import `antd-provider.tsx` directly.
 */
export function AntdScope({
  children,
  fallback,
  preload,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** Starts fetching the wrapped page's code alongside antd's instead of after it. */
  preload?: () => unknown;
}) {
  preload?.();
  return (
    <Suspense fallback={fallback === undefined ? <PageSpinner /> : fallback}>
      <AntdProvider>{children}</AntdProvider>
    </Suspense>
  );
}
