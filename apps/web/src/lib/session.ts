import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { accountContract, authContract, Player, twoFactorContract, User } from '@rally/domain';
import { ApiError } from './api';
import { call, endpointRef, keyOf, type AnswerOf } from './endpoint';
import { cacheKeys, clearUserCache, readCache, writeCache } from './cache';
import { clearToken, isLoggedIn, setToken } from './auth-token';
import { clearSavedReads } from './saved-copies';
import { findTennisSportId, loadStartupReference } from './reference';

/** The current player as GET /api/user/ gives it (spec 1 §3, docs/api-frame.md). */
export type CurrentPlayer = Player;

// By reference, not the contracts themselves: the start and the signed-in layouts import this
// module, and the contracts' schemas would bring zod into their chunks.
type Auth = typeof authContract;
const login = endpointRef<Auth['login']>({ method: 'POST', path: '/login/' });
const logout = endpointRef<Auth['logout']>({ method: 'POST', path: '/logout/' });
const currentUser = endpointRef<typeof accountContract.currentUser>({ method: 'GET', path: '/user/' });

type UserPage = AnswerOf<typeof currentUser>;

/** The key of GET /api/user/ (the page with the signed-in user): what a change to the player names as stale. */
export const currentUserKey = keyOf(currentUser);

/** The page GET /api/user/ answers for one user: what the local cache seeds the query with. */
const pageOfUser = (user: User): UserPage => ({ count: 1, next: null, previous: null, results: [user] });

/** The player of the answer: the first player of the first result's player_set. */
function playerOf(page: UserPage): CurrentPlayer {
  const player = page.results[0]?.player_set[0];
  if (!player) throw new Error('No player for this user');
  return player;
}

/** Loads the signed-in user (cached locally) and answers the page GET /api/user/ gives. */
async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<UserPage> {
  const page = await call(currentUser, { signal });
  playerOf(page);
  writeCache(cacheKeys.user, page.results[0]);
  return page;
}

/** Loads the current player: the first player of the first result's player_set; cached locally. */
export const fetchCurrentPlayer = async (): Promise<CurrentPlayer> => playerOf(await fetchCurrentUser());

/**
 * GET /api/user/ as a query: seeded from the local cache so the shell renders at once, and always
 * refreshed from the server on first use (the cached copy may be days old). The signed-in
 * routes' data starts it with their code (features/auth/session-data.ts).
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    initialData: () => {
      const user = readCache<User | undefined>(cacheKeys.user, undefined);
      return user ? pageOfUser(user) : undefined;
    },
    // The cached copy counts as old: show it, but ask the server straight away.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

/** The current player (undefined when logged out): {@link currentUserQuery}'s player. */
export function useCurrentPlayer() {
  return useQuery({ ...currentUserQuery(), select: playerOf, enabled: isLoggedIn() });
}

/** The current player as last loaded, if any (a mutation's latest copy). */
export function readCurrentPlayer(queryClient: QueryClient): CurrentPlayer | undefined {
  const page = queryClient.getQueryData<UserPage>(currentUserKey);
  return page?.results[0]?.player_set[0];
}

/** Stores a fresher copy of the current player (e.g. the answer of PATCH /api/player/{id}/). */
export function storeCurrentPlayer(queryClient: QueryClient, player: CurrentPlayer) {
  const page = queryClient.getQueryData<UserPage>(currentUserKey);
  const user = page?.results[0] ?? readCache<User | undefined>(cacheKeys.user, undefined);
  if (!user) return; // nothing loaded yet: the next read asks the server
  const updated = { ...user, player_set: user.player_set.map((p) => (p.id === player.id ? player : p)) };
  writeCache(cacheKeys.user, updated);
  queryClient.setQueryData(currentUserKey, pageOfUser(updated));
}

/**
 * The end of the sign-in chain (spec 1 §4), shared by log-in and sign-up: store the token, load
 * the user and its first player, load the tennis sport id. Any failure forgets the token and throws.
 */
export async function finishSignIn(token: string): Promise<CurrentPlayer> {
  clearSavedReads();
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

/** The login's answer for an account with two-step sign-in: the code is asked for next (issue 31). */
export type CodeNeeded = { challenge: string };

/**
 * The sign-in chain of spec 1 §4: log in, then {@link finishSignIn}. Any failure throws (the
 * caller shows 'Login failed, please try again'). An account with two-step sign-in answers a
 * challenge instead: the caller asks for the code and calls {@link signInWithCode}.
 */
export async function signIn(username: string, password: string): Promise<CurrentPlayer | CodeNeeded> {
  const answer = await call(login, { body: { username, password } });
  if ('challenge' in answer) return { challenge: answer.challenge };
  return finishSignIn(answer.token);
}

const loginWithCode = endpointRef<typeof twoFactorContract.login>({ method: 'POST', path: '/login/two-factor/' });

/** The second step of two-step sign-in: the challenge and a code (or a recovery code), then {@link finishSignIn}. */
export async function signInWithCode(input: {
  challenge: string;
  code: string;
  remember_device: boolean;
}): Promise<CurrentPlayer> {
  const { token } = await call(loginWithCode, { body: input });
  return finishSignIn(token);
}

/** The tennis sport id: fetched at sign-in, 0 when signed out. */
export const tennisSportId = () => (isLoggedIn() ? readCache<number>(cacheKeys.tennisSportId, 0) : 0);

/** Forgets the session locally: token, cached player and every server answer. */
export function clearSession(queryClient: QueryClient) {
  clearToken();
  clearUserCache();
  clearSavedReads();
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
