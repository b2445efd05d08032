// The auth area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const authPages = {
  signup: () => import('./signup-page'),
  forgotPassword: () => import('./forgot-password-page'),
  resetPassword: () => import('./reset-password-page'),
  /** The guard around every signed-in route (a layout route, loaded lazily too). */
  requireAuth: () => import('./require-auth'),
  /** What every signed-in page reads first (the current player), started with the guard's code. */
  session: () => import('./session-data'),
};
