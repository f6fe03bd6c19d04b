/**
 * Everything that must be forgotten when the user signs out registers a clearer here, once,
 * when its module loads: the session store itself, and later the menu and tab stores of the
 * shell, the query cache, and so on. Sign-out (with or without the server call) runs them all.
 */
type Clearer = () => void;

const clearers = new Map<string, Clearer>();

/**
 * Registers (or replaces) a clearer under a name; returns a function that unregisters it,
 * putting back the clearer it replaced, if any.
 */
export function registerSignOutClearer(name: string, clear: Clearer): () => void {
  const replaced = clearers.get(name);
  clearers.set(name, clear);
  return () => {
    if (clearers.get(name) !== clear) return;
    if (replaced) clearers.set(name, replaced);
    else clearers.delete(name);
  };
}

/** Runs every clearer; one that throws does not stop the others from running. */
export function runSignOutClearers(): void {
  for (const [name, clear] of clearers) {
    try {
      clear();
    } catch (error) {
      console.error(`Sign-out clearer "${name}" failed`, error);
    }
  }
}
