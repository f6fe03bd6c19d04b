import { Outlet } from 'react-router';
import { useDocumentTitle } from './document-title';
import { useNavigationProgress } from './navigation-progress';

/** Top of every route: progress bar and document title. */
export function RootLayout() {
  useNavigationProgress();
  useDocumentTitle();
  return <Outlet />;
}
