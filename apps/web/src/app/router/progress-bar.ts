import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// The bar is decoration beside the page's own loading states, so it is hidden from assistive
// technology; nprogress's own template marks it with role="bar", which is no ARIA role.
NProgress.configure({
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

export { NProgress };
