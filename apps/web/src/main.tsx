import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/global.css';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute, preloadRouteData } from './app/router.tsx';
import { initI18n, preloadCatalogue } from './shared/i18n/i18n.ts';
import { resolveLanguage } from './shared/i18n/languages.ts';
import { currentUserQuery } from './shared/session/current-user.ts';
import { initSite, resolveSite } from './shared/storefront/site-store.ts';

// Zod probes `new Function('')` to choose its compiled object parser; our CSP forbids eval, so the
// probe only files a CSP issue in the browser (Lighthouse best practices, decision 022). `jitless`
// skips it. Zod 4 keeps its settings in this global, shared by every copy and adopted when zod loads
// later (it loads with the lazy pages); importing zod's `config` here would put zod in the entry.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true });

/**
 * Before the first paint we need to know who is signed in: the storefront and the language may be
 * theirs (cookie → account → browser → storefront default).
 */
async function start() {
  const queryClient = createQueryClient();
  // Fetched while the session is asked for: this screen's code and the likely catalogue.
  preloadRoute(window.location.pathname);
  preloadCatalogue(resolveLanguage(undefined, resolveSite(undefined)));
  const user = await queryClient.fetchQuery(currentUserQuery()).catch(() => null);
  const site = resolveSite(user?.site);
  initSite(site);
  if (user) preloadRouteData(window.location.pathname, window.location.search, queryClient, site);
  await initI18n(resolveLanguage(user?.language, site));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Lighthouse TBT, decision 022).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}

void start();
