import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import type { NProgress } from './progress-bar';

type ProgressBar = typeof NProgress;
let progressBar: Promise<ProgressBar> | null = null;

/** nprogress and its styles: loaded by the first navigation, as no first paint shows the bar. */
function loadProgressBar(): Promise<ProgressBar> {
  if (!progressBar) {
    progressBar = import('./progress-bar').then((m) => m.NProgress);
    // A failed download is tried again by the next navigation.
    progressBar.catch(() => (progressBar = null));
  }
  return progressBar;
}

/** The progress bar at the top while a navigation loads code or data (SPEC §2). */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy && !progressBar) return; // nothing shown yet, nothing to finish
    let current = true;
    loadProgressBar().then(
      (bar) => {
        if (!current) return;
        if (busy) bar.start();
        else bar.done();
      },
      () => undefined, // no bar, the navigation goes on
    );
    return () => {
      current = false;
    };
  }, [busy]);
}
