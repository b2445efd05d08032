import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useApiMutation } from './use-api-mutation';

// Keys as prefixes, the way keyOf (lib/endpoint.ts) nests an endpoint's inputs under its path.
const keys = (name: string) => ({
  club: (club: number) => [name, { club }] as const,
  list: (club: number) => [name, { club }, { page: 1 }] as const,
  detail: (id: number) => [name, id] as const,
});

describe('useApiMutation', () => {
  it('reads again exactly what the change names, before mutateAsync settles', async () => {
    const client = new QueryClient();
    const types = keys('clubmembershiptype');
    const club = keys('club');
    client.setQueryData(types.list(1), ['Adult']);
    client.setQueryData(club.detail(1), { id: 1 });
    client.setQueryData(club.detail(2), { id: 2 });
    client.setQueryData(keys('court').list(1), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (name: string) => name,
          invalidates: [types.club(1), club.detail(1)],
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('Junior'));
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(types.list(1))).toBe(true);
    expect(stale(club.detail(1))).toBe(true);
    expect(stale(club.detail(2))).toBe(false);
    expect(stale(keys('court').list(1))).toBe(false);
  });
});
