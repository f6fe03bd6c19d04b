import type { FormDesign, FormWidget } from '@depot/shared';
import { useCallback, useReducer } from 'react';

/** What the designer edits: the widgets (with keys) and the form-level settings. */
export interface DesignSnapshot {
  fields: FormWidget[];
  settings: Omit<FormDesign, 'fields'>;
}

interface History {
  past: DesignSnapshot[];
  present: DesignSnapshot;
  future: DesignSnapshot[];
  /** Edits of one group in a row (typing into one property) make one undo step. */
  group: string | null;
}

type Action =
  | { type: 'apply'; update: (present: DesignSnapshot) => DesignSnapshot; group?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; snapshot: DesignSnapshot };

export const HISTORY_LIMIT = 100;

function reduce(history: History, action: Action): History {
  switch (action.type) {
    case 'apply': {
      const next = action.update(history.present);
      if (next === history.present) return history;
      const group = action.group ?? null;
      if (group !== null && group === history.group) return { ...history, present: next };
      return {
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: next,
        future: [],
        group,
      };
    }
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        group: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future: rest, group: null };
    }
    case 'reset':
      return { past: [], present: action.snapshot, future: [], group: null };
  }
}

/** The design being edited, with undo and redo (SPEC: Ctrl+Z / Ctrl+Shift+Z). */
export function useDesignHistory(initial: () => DesignSnapshot) {
  const [history, dispatch] = useReducer(reduce, undefined, () => ({
    past: [],
    present: initial(),
    future: [],
    group: null,
  }));
  const apply = useCallback(
    (update: (present: DesignSnapshot) => DesignSnapshot, group?: string) =>
      dispatch({ type: 'apply', update, group }),
    [],
  );
  return {
    present: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    apply,
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    reset: useCallback((snapshot: DesignSnapshot) => dispatch({ type: 'reset', snapshot }), []),
  };
}
