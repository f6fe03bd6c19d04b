import { Navigate, useLocation, useParams } from 'react-router';
import { findMenuRoute, withIndex } from '../../lib/menu-routes';
import { useMenuRoutes } from '../../stores/menu';
import { registeredPage } from '../pages-registry';
import { LazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';

/**
 * Every other path inside the layout: a page of the user's menu whose component is registered
 * (SPEC §6: the menu decides which dynamic routes exist), else 404 inside the layout.
 * A menu path written without its /index goes to the page.
 */
export function MenuPage() {
  // From the route match, not the address: a kept-alive tab keeps its own match when hidden.
  const path = `/${useParams()['*'] ?? ''}`.replace(/\/+$/, '') || '/';
  const { search } = useLocation();
  const routes = useMenuRoutes();
  const route = findMenuRoute(routes, path);
  const load = registeredPage(path);
  if (route && load) return <LazyPage id={path} load={load} />;
  if (!route && findMenuRoute(routes, withIndex(path))) {
    return <Navigate to={withIndex(path) + search} replace />;
  }
  return <NotFoundPage />;
}
