/**
 * A full page load at an address (SPEC §4: after a password change the user is signed out and
 * the page reloads, so nothing of the old session stays in memory). Tests swap the loader:
 * jsdom cannot load pages.
 */
type Loader = (path: string) => void;

let load: Loader = (path) => window.location.replace(path);

export function reloadAt(path: string): void {
  load(path);
}

/** For tests: replaces the page loader; returns a function that puts the previous one back. */
export function setPageLoader(next: Loader): () => void {
  const previous = load;
  load = next;
  return () => {
    load = previous;
  };
}
