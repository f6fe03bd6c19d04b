import { accessibilityWalk } from './fixtures/a11y-walk';

// Issue #22: axe-core over every page in English (fixtures/a11y-walk.ts).
accessibilityWalk('en-US');
