// The operator console's public entry (issue 31): its one page is a loader for its own lazy
// chunk, so the console adds nothing to any other page's code.
export const operatorPages = {
  console: () => import('./operator-console'),
};
