import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authPages } from '../features/auth';
import { membersData } from '../features/members';
import { clearToken, setToken } from '../lib/auth-token';
import { untakenReads } from '../lib/early-reads';
import prefetchDashboard from './layouts/dashboard-data';
import { firstReads, startFirstReads } from './first-reads';

// The entry's early reads and the routes' data must ask for the same URLs: a read the app asks for
// otherwise is made twice (the early answer goes unused), one it does not ask for is wasted.

const page = { count: 0, next: null, previous: null, results: [] };
const user = { ...page, count: 1, results: [{ id: 1, player_set: [{ id: 1 }] }] };
const answer = (url: string) =>
  new Response(JSON.stringify(url.includes('/api/club/') ? { id: 1 } : url.endsWith('/api/user/') ? user : page), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('a first visit reads early what its routes read', () => {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(answer(String(input))));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    setToken('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it.each([
    '/clubs/dashboard/members?clubId=1',
    '/clubs/dashboard/members?clubId=1&q=smith&gender=F&types=2,3&page=2&size=25&sort=-last_name',
    '/clubs/dashboard/members?clubId=1&tab=fees',
  ])('%s', async (address) => {
    const url = new URL(address, 'http://127.0.0.1');
    startFirstReads(url);
    const early = fetchMock.mock.calls.map(([input]) => String(input));
    expect(early).toEqual(firstReads(url));
    expect(early.length).toBeGreaterThanOrEqual(3);

    const queryClient = new QueryClient();
    const loaders = [(await authPages.session()).default, prefetchDashboard, (await membersData.members()).default];
    for (const loader of loaders) loader({ queryClient, url });
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // Every early answer was taken, and the routes asked for nothing more.
    expect(untakenReads()).toEqual([]);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(early);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status === 'success'),
    ).toBe(true);
  });

  it('reads nothing early for a visitor who is not signed in', () => {
    clearToken();
    startFirstReads(new URL('/clubs/dashboard/members?clubId=1', 'http://127.0.0.1'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
