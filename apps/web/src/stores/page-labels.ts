import { create } from 'zustand';
import type { PageLabel } from '../lib/page-label';
import { registerSignOutClearer } from './sign-out-registry';

/**
 * Labels that pages give themselves once their record has loaded (a detail page's tab shows the
 * order's code), by tab key (path and query). The shell prefers them to the route's label for
 * the tab and the document title. Memory only: after a reload the page sets its label again.
 */
export interface PageLabelsStore {
  labels: Readonly<Record<string, PageLabel>>;
  setLabel: (key: string, label: PageLabel) => void;
  reset: () => void;
}

export const usePageLabelsStore = create<PageLabelsStore>()((set) => ({
  labels: {},
  setLabel: (key, label) =>
    set((state) => {
      const current = state.labels[key];
      if (current && JSON.stringify(current) === JSON.stringify(label)) return state;
      return { labels: { ...state.labels, [key]: label } };
    }),
  reset: () => set({ labels: {} }),
}));

registerSignOutClearer('page-labels', () => usePageLabelsStore.getState().reset());
