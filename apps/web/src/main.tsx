import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { DepotApp } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router/router';
import { initI18n } from './i18n';
import { storedLanguage } from './stores/prefs';

// The server's CSP forbids eval: without this, zod probes `new Function` (to compile faster
// parsers) the first time a form is checked, and the browser reports a CSP violation.
configureZod({ jitless: true });
initI18n(storedLanguage());
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <DepotApp queryClient={queryClient} router={router} />
  </StrictMode>,
);
