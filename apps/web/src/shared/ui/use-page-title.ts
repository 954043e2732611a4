import { useEffect } from 'react';

/** The document title names the page, then the shop (screen readers announce it on navigation). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Kontor` : 'Kontor';
  }, [title]);
}
