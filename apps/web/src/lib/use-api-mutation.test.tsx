import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resourceKeys } from './query-keys';
import { useApiMutation } from './use-api-mutation';

describe('resourceKeys', () => {
  it('nests a club, its lists and records under the resource', () => {
    const keys = resourceKeys('court');
    expect(keys.club(3)).toEqual(['court', 3]);
    expect(keys.list(3, { page: 2 }).slice(0, 2)).toEqual(keys.club(3));
    expect(keys.detail(9)).toEqual(['court', 'detail', 9]);
  });
});

describe('useApiMutation', () => {
  it('reads again exactly what the change names, before mutateAsync settles', async () => {
    const client = new QueryClient();
    const types = resourceKeys('clubmembershiptype');
    const club = resourceKeys('club');
    client.setQueryData(types.list(1), ['Adult']);
    client.setQueryData(club.detail(1), { id: 1 });
    client.setQueryData(club.detail(2), { id: 2 });
    client.setQueryData(resourceKeys('court').list(1), []);
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
    expect(stale(resourceKeys('court').list(1))).toBe(false);
  });
});
