import { renderContext } from './render-context';

// The auth token lives in a 7-day cookie (spec 1 §3, §9); being logged in means it is non-empty.
const COOKIE = 'rally_token';
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

/** The stored token, or '' when logged out. */
export function getToken(): string {
  // On the server: the reader of a signed-in page being rendered, or nobody (the build's prerender).
  if (typeof document === 'undefined') return renderContext()?.token ?? '';
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : '';
}

/** Stores the token for 7 days. */
export function setToken(token: string) {
  document.cookie = `${COOKIE}=${encodeURIComponent(token)}; Max-Age=${SEVEN_DAYS_S}; Path=/; SameSite=Lax`;
}

/** Forgets the token. */
export function clearToken() {
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** True when a token is stored. */
export const isLoggedIn = () => getToken() !== '';
