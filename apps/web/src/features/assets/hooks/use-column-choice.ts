import { useState } from 'react';
import { getStore, setStore } from '../../../lib/storage';
import { STORAGE_NAMES } from '../../../lib/storage-names';

/** Shown (true) or hidden (false) by column; a column not in it is as its default says. */
export type ColumnChoice = Readonly<Record<string, boolean>>;

function savedChoice(): ColumnChoice {
  const stored = getStore(STORAGE_NAMES.assetColumns);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  // Storage is outside our control: keep only what reads as a choice.
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}

export interface ColumnChoiceState {
  isShown: (key: string, byDefault: boolean) => boolean;
  setShown: (key: string, shown: boolean) => void;
  /** Forgets the choices for these columns: each is as its default says again. */
  reset: (keys: readonly string[]) => void;
}

/**
 * Which optional columns of the register this browser shows, remembered in local storage.
 * Only what the user changed is kept, so a column added later (or a category's designed
 * field seen for the first time) appears as its default says.
 */
export function useColumnChoice(): ColumnChoiceState {
  const [choice, setChoice] = useState<ColumnChoice>(savedChoice);

  const update = (next: ColumnChoice) => {
    setStore({ name: STORAGE_NAMES.assetColumns, content: next });
    setChoice(next);
  };

  return {
    isShown: (key, byDefault) => choice[key] ?? byDefault,
    setShown: (key, shown) => update({ ...choice, [key]: shown }),
    reset: (keys) =>
      update(Object.fromEntries(Object.entries(choice).filter(([key]) => !keys.includes(key)))),
  };
}
