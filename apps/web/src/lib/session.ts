import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from './api';
import { cacheKeys, clearUserCache, readCache, writeCache } from './cache';
import { clearToken, isLoggedIn, setToken } from './auth-token';

/** The current player as GET /api/user/ gives it (spec 1 §3). */
export type CurrentPlayer = {
  id: number;
  full_name: string;
  contact_set: { id: number; kind: 'E' | 'P'; value: string; validated: boolean }[];
  club_set: { id: number; name: string }[];
  club_admin_set: { id: number; club: number; club_name: string; status: 'A' | 'P' | 'S'; roles: string[] }[];
  coach: { id: number; ttype: 'C' | 'P'; coach_clubs: { id: number; club: number; club_name: string }[] } | null;
  stripe_customer: string | null;
};

type UserResponse = Page<{ id: number; email: string; player_set: CurrentPlayer[] }>;

export const currentPlayerKey = ['current-player'] as const;

/** Loads the current player: the first player of the first result's player_set; cached locally. */
export async function fetchCurrentPlayer(): Promise<CurrentPlayer> {
  const user = await api<UserResponse>('user/');
  const player = user.results[0]?.player_set[0];
  if (!player) throw new Error('No player for this user');
  writeCache(cacheKeys.player, player);
  return player;
}

/** The current player (null when logged out), refreshed from the server and seeded from the cache. */
export function useCurrentPlayer() {
  return useQuery({
    queryKey: currentPlayerKey,
    queryFn: fetchCurrentPlayer,
    enabled: isLoggedIn(),
    initialData: () => readCache<CurrentPlayer | undefined>(cacheKeys.player, undefined),
    staleTime: 60_000,
  });
}

/**
 * The sign-in chain of spec 1 §4: log in, store the token, load the user, store the first
 * player, load the tennis sport id. Any failure throws (the caller shows 'Login failed, please try again').
 */
export async function signIn(username: string, password: string): Promise<CurrentPlayer> {
  const { token } = await api<{ token: string }>('login/', { body: { username, password } });
  setToken(token);
  try {
    const player = await fetchCurrentPlayer();
    const sports = await api<Page<{ id: number }>>('sport/', { query: { name: 'tennis' } });
    writeCache(cacheKeys.tennisSportId, sports.results[0]?.id ?? 0);
    return player;
  } catch (err) {
    clearToken();
    throw err;
  }
}

/** The tennis sport id: fetched at sign-in, 0 when signed out. */
export const tennisSportId = () => (isLoggedIn() ? readCache<number>(cacheKeys.tennisSportId, 0) : 0);

/** Logs out: revokes the token on the server (best effort), clears token and cached player. */
export async function signOut(queryClient: ReturnType<typeof useQueryClient>) {
  try {
    await api('logout/', { method: 'POST', body: {} });
  } catch {
    /* the token may already be gone; logging out locally is what matters */
  }
  clearToken();
  clearUserCache();
  queryClient.clear();
}
