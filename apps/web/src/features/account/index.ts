// The player's own profile and account (issue 28): the Me page. A loader for its lazy chunk, so
// importing this file adds no page code.
export const accountPages = {
  me: () => import('./me-page'),
};

/** Where the Me page is. */
export const ME_PATH = '/me';
