import { useEffect } from 'react';
import { useLayoutStore } from '../../stores/layout';

/** Follows the window width into the layout store (screen class, auto-collapse). */
export function useScreenWidth(): void {
  const setScreenWidth = useLayoutStore((s) => s.setScreenWidth);
  useEffect(() => {
    const update = () => setScreenWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setScreenWidth]);
}
