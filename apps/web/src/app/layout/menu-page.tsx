import { Navigate, useLocation, useParams } from 'react-router';
import { findMenuRoute, withIndex } from '../../lib/menu-routes';
import { useMenuRoutes } from '../../stores/menu';
import { registeredPage } from '../pages-registry';
import { LazyPage } from './lazy-page';
import { withAreaTexts } from './page-texts';
import { ForbiddenPage, NotFoundPage } from './not-found-page';
import { paths } from '../../lib/paths';

/**
 * Every other path inside the layout: a page of the user's menu whose component is registered
 * (SPEC §6: the menu decides which dynamic routes exist). A menu path written without its
 * /index goes to the page; a page Depot has but the user's menu lacks is a 403 inside the
 * layout; a menu entry without a page is a 404 inside it; any other path goes to /404 (SPEC §2).
 * Its route is lazy, so the pages registry it imports arrives with it, never in the first load.
 */
export function MenuPage() {
  // From the route match, not the address: a kept-alive tab keeps its own match when hidden.
  const path = `/${useParams()['*'] ?? ''}`.replace(/\/+$/, '') || '/';
  const { search } = useLocation();
  const routes = useMenuRoutes();
  const route = findMenuRoute(routes, path);
  const load = registeredPage(path);
  if (route && load) return <LazyPage id={path} load={withAreaTexts(load)} />;
  if (!route && findMenuRoute(routes, withIndex(path))) {
    return <Navigate to={withIndex(path) + search} replace />;
  }
  if (load || registeredPage(withIndex(path))) return <ForbiddenPage />;
  if (route) return <NotFoundPage />;
  return <Navigate to={paths.error404} replace />;
}
