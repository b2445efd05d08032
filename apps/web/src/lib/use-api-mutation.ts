import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

/** A key a mutation names as made stale: an endpoint's key or a prefix of it (`keyOf` in lib/endpoint.ts). */
export type QueryKey = readonly unknown[];

export type ApiMutationOptions<Output, Input, Context = unknown> = Omit<
  UseMutationOptions<Output, Error, Input, Context>,
  'onSettled'
> & {
  /**
   * What the change makes stale, named by `keyOf`: read again once the call settles (also
   * after a failure, which may have changed part of it). A function gets the input and the answer.
   */
  invalidates: readonly QueryKey[] | ((input: Input, output: Output | undefined) => readonly QueryKey[]);
};

/**
 * The one mutation hook: a call to the API that names what it invalidates —
 * `useApiMutation({ mutationFn, invalidates: [keyOf(clubsContract.detail, { params: { id } }), keyOf(membersContract.list, { query: { club: id } })] })`.
 * The promise of `mutateAsync` settles after the stale queries were read again, so a panel
 * that closes on success never shows the old list for a moment. `onSuccess` may update the
 * cache at once (the server's answer) before the re-read.
 */
export function useApiMutation<Output, Input = void, Context = unknown>({
  invalidates,
  ...options
}: ApiMutationOptions<Output, Input, Context>) {
  const queryClient = useQueryClient();
  return useMutation<Output, Error, Input, Context>({
    ...options,
    onSettled: (output, _error, input) => {
      const keys = typeof invalidates === 'function' ? invalidates(input, output) : invalidates;
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
