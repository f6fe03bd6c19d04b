import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DepotApp } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router/router';
import { initI18n } from './i18n';
import { storedLanguage } from './stores/prefs';

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
