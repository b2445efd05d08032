/**
 * Where to go after signing in or up (`/signup?next=/register-club`): a path inside this site
 * only (one leading slash, no scheme, no `//host`), so the parameter cannot send anyone elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** The sign-up page that comes back to `path` afterwards. */
export const signupHref = (path: string) => `/signup?next=${encodeURIComponent(path)}`;
