import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DepotApp } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router/router';
import { initI18n } from './i18n';
import { storedLanguage } from './stores/prefs';

// The server's CSP forbids eval: zod would probe `new Function` (to compile faster parsers) the
// first time a form is checked, and the browser reports a CSP violation. zod reads its settings
// from this global (zod.config() writes the same object) and is not loaded here: importing it
// would put it on the sign-in page's first load. e2e/csp.spec.ts fails if the probe comes back.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

// The language's texts download while the router loads the first page's code.
const texts = initI18n(storedLanguage());
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
await texts.catch((error: unknown) => console.error('The texts could not be loaded', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <DepotApp queryClient={queryClient} router={router} />
  </StrictMode>,
);
