import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';

// Loaded only when something fails: antd and its Result pictures are not needed up front.
const ErrorPage = lazy(() =>
  import('./route-error-page').then((m) => ({ default: m.RouteErrorPage })),
);

/** Any error while loading or rendering a route: logged, then the 500 page (SPEC §8). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
