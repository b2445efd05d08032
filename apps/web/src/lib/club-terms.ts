import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clubTermsContract, type ClubTermsValues } from '@rally/domain';
import { call, keyOf, queryOf, type AnswerOf } from './endpoint';
import { useApiMutation } from './use-api-mutation';

const defaultTermsQuery = (clubId: number) => ({ club: clubId, default: 'True', ttype: 'C' }) as const;

/** GET /api/clubterms/?club&default=True&ttype=C: the club's default clinic terms, or null. */
export const useDefaultClubTerms = (clubId: number) =>
  useQuery({
    ...queryOf(clubTermsContract.list, { query: defaultTermsQuery(clubId) }),
    select: (page) => page.results[0] ?? null,
  });

/** POST /api/clubterms/ (first terms, made the default) or PATCH /api/clubterms/{id}/. */
export function useSaveClubTerms(clubId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, values }: { id: number | null; values: ClubTermsValues }) =>
      id === null
        ? call(clubTermsContract.create, { body: { ...values, club: clubId, default: true } })
        : call(clubTermsContract.update, { params: { id }, body: values }),
    onSuccess: (terms) =>
      queryClient.setQueryData<AnswerOf<typeof clubTermsContract.list>>(
        keyOf(clubTermsContract.list, { query: defaultTermsQuery(clubId) }),
        { count: 1, next: null, previous: null, results: [terms] },
      ),
    // Every club's terms: a clinic's terms (?event) are keyed by the event alone.
    invalidates: [keyOf(clubTermsContract.list)],
  });
}
