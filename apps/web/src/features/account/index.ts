// The player's own profile and account (issue 28): the Me page. A loader for its lazy chunk, so
// importing this file adds no page code.
export const accountPages = {
  me: () => import('./me-page'),
  security: () => import('./security-page'),
};

/** Where the Me page is. */
export const ME_PATH = '/me';

// The AGENT's way to the set-up of two-step sign-in (issue 31): a hook the dashboard runs.
export { SECURITY_PATH, useTwoStepSetUpFirst } from '../../lib/two-step-gate';
