import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { authContract, Player, User } from '@rally/domain';
import { api, ApiError, type Page } from './api';
import { call, endpointRef } from './endpoint';
import { cacheKeys, clearUserCache, readCache, writeCache } from './cache';
import { clearToken, isLoggedIn, setToken } from './auth-token';
import { findTennisSportId, loadStartupReference } from './reference';
import { queryKeys } from './query-keys';

/** The current player as GET /api/user/ gives it (spec 1 §3, docs/api-frame.md). */
export type CurrentPlayer = Player;

type UserResponse = Page<User>;

// By reference, not the contracts themselves: the start and the signed-in layouts import this
// module, and the contracts' schemas would bring zod into their chunks.
type Auth = typeof authContract;
const login = endpointRef<Auth['login']>({ method: 'POST', path: '/login/' });
const logout = endpointRef<Auth['logout']>({ method: 'POST', path: '/logout/' });

/** Loads the current player: the first player of the first result's player_set; cached locally. */
export async function fetchCurrentPlayer(): Promise<CurrentPlayer> {
  const user = await api<UserResponse>('user/');
  const player = user.results[0]?.player_set[0];
  if (!player) throw new Error('No player for this user');
  writeCache(cacheKeys.player, player);
  return player;
}

/**
 * The current player (undefined when logged out), seeded from the local cache so the shell
 * renders at once, and always refreshed from the server on first use (the cached copy may be days old).
 */
export function useCurrentPlayer() {
  return useQuery({
    queryKey: queryKeys.currentPlayer,
    queryFn: fetchCurrentPlayer,
    enabled: isLoggedIn(),
    initialData: () => readCache<CurrentPlayer | undefined>(cacheKeys.player, undefined),
    // The cached copy counts as old: show it, but ask the server straight away.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
}

/** Stores a fresher copy of the current player (e.g. the answer of PATCH /api/player/{id}/). */
export function storeCurrentPlayer(queryClient: QueryClient, player: CurrentPlayer) {
  writeCache(cacheKeys.player, player);
  queryClient.setQueryData(queryKeys.currentPlayer, player);
}

/**
 * The end of the sign-in chain (spec 1 §4), shared by log-in and sign-up: store the token, load
 * the user and its first player, load the tennis sport id. Any failure forgets the token and throws.
 */
export async function finishSignIn(token: string): Promise<CurrentPlayer> {
  setToken(token);
  try {
    const player = await fetchCurrentPlayer();
    const tennisId = await findTennisSportId();
    writeCache(cacheKeys.tennisSportId, tennisId);
    // Start-up reference lists (spec 1 §7) warm the cache in the background; forms read them later.
    void loadStartupReference(tennisId).catch(() => undefined);
    return player;
  } catch (err) {
    clearToken();
    clearUserCache();
    throw err;
  }
}

/**
 * The sign-in chain of spec 1 §4: log in, then {@link finishSignIn}. Any failure throws (the
 * caller shows 'Login failed, please try again').
 */
export async function signIn(username: string, password: string): Promise<CurrentPlayer> {
  const { token } = await call(login, { body: { username, password } });
  return finishSignIn(token);
}

/** The tennis sport id: fetched at sign-in, 0 when signed out. */
export const tennisSportId = () => (isLoggedIn() ? readCache<number>(cacheKeys.tennisSportId, 0) : 0);

/** Forgets the session locally: token, cached player and every server answer. */
export function clearSession(queryClient: QueryClient) {
  clearToken();
  clearUserCache();
  queryClient.clear();
}

/** True when an error means the token is no longer valid (expired, revoked by a password reset). */
export const isSessionExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Logs out: revokes the token on the server (best effort), clears token and cached player. */
export async function signOut(queryClient: QueryClient) {
  try {
    await call(logout);
  } catch {
    /* the token may already be gone; logging out locally is what matters */
  }
  clearSession(queryClient);
}
