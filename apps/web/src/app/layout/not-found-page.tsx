import { LazyPage } from './lazy-page';

const loadNotFound = () =>
  import('../../features/errors/pages/error-page').then((m) => m.Error404Content);

/** 404 inside the layout: an unknown path, or a menu page without a registered component. */
export function NotFoundPage() {
  return <LazyPage id="error-404" load={loadNotFound} />;
}

const loadForbidden = () =>
  import('../../features/errors/pages/error-page').then((m) => m.Error403Content);

/** 403 inside the layout: a page Depot has that the user's menu does not give them. */
export function ForbiddenPage() {
  return <LazyPage id="error-403" load={loadForbidden} />;
}
