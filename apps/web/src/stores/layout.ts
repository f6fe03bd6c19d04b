import { create } from 'zustand';
import { isSmallScreen, screenClass, type ScreenClass } from '../lib/screen';

/** Shell state of this page load: sidebar collapsed or not, screen-size class (SPEC §2). */
export interface LayoutState {
  collapsed: boolean;
  screen: ScreenClass;
  setCollapsed: (collapsed: boolean) => void;
  toggleCollapsed: () => void;
  /** A new window width: small screens (class 1 and below) collapse the sidebar. */
  setScreenWidth: (width: number) => void;
}

const initialScreen = screenClass(typeof window === 'undefined' ? 1200 : window.innerWidth);

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  collapsed: isSmallScreen(initialScreen),
  screen: initialScreen,
  setCollapsed: (collapsed) => set({ collapsed }),
  toggleCollapsed: () => set({ collapsed: !get().collapsed }),
  setScreenWidth: (width) => {
    const screen = screenClass(width);
    if (screen === get().screen) return;
    set(isSmallScreen(screen) ? { screen, collapsed: true } : { screen });
  },
}));
