import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM flavour lets a navigation be flushed at once (sign-out leaves a guarded page before the session is forgotten).
import { RouterProvider } from 'react-router/dom';
import './app/global.css';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './shared/i18n/i18n.ts';
import { resolveLanguage } from './shared/i18n/languages.ts';
import { currentUserQuery } from './shared/session/current-user.ts';
import { initSite, resolveSite } from './shared/storefront/site-store.ts';

/**
 * Before the first paint we need to know who is signed in: the storefront and the language may be
 * theirs (cookie → account → browser → storefront default).
 */
async function start() {
  const queryClient = createQueryClient();
  const user = await queryClient.fetchQuery(currentUserQuery()).catch(() => null);
  const site = resolveSite(user?.site);
  initSite(site);
  await initI18n(resolveLanguage(user?.language, site));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
