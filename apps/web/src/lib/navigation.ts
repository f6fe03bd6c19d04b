/**
 * Navigation from outside React (the http client on 401). The router registers its navigate
 * function at start-up; until then a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigate(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
