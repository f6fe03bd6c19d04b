import { create } from 'zustand';
import { applyLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';
import { getStore, setStore } from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';

/** Preferences of this browser (local storage; kept across sign-outs). */
export interface PrefsState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export function storedLanguage(): Language {
  const stored = getStore(STORAGE_NAMES.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const usePrefsStore = create<PrefsState>()((set) => ({
  language: storedLanguage(),
  setLanguage: (language) => {
    // Stored locally only: the language is never sent to the server (SPEC §1).
    setStore({ name: STORAGE_NAMES.language, content: language });
    applyLanguage(language);
    set({ language });
  },
}));
