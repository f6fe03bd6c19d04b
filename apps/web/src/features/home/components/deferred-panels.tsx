import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint } from '../../../lib/after-paint';

const FigurePanels = lazy(() => import('./figure-panels'));

/**
 * The figure panels, asked for once the greeting has been painted: they are the page's last
 * part and wait for their figures anyway, so their code (and antd's Statistic) is not in what
 * the greeting waits for (bench/client.ts, the home page's budget). They are below everything
 * else, so arriving later moves nothing.
 */
export function DeferredPanels() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <FigurePanels />
    </Suspense>
  );
}
