import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubTerms, ClubTermsValues } from '@rally/domain';
import { api, type Page } from './api';
import { queryKeys } from './query-keys';
import { useApiMutation } from './use-api-mutation';

const defaultTermsKey = (clubId: number) => queryKeys.clubTerms.list(clubId, { default: true, ttype: 'C' });

/** GET /api/clubterms/?club&default=True&ttype=C: the club's default clinic terms, or null. */
export const useDefaultClubTerms = (clubId: number) =>
  useQuery({
    queryKey: defaultTermsKey(clubId),
    queryFn: async ({ signal }) =>
      (await api<Page<ClubTerms>>('clubterms/', { query: { club: clubId, default: 'True', ttype: 'C' }, signal }))
        .results[0] ?? null,
  });

/** POST /api/clubterms/ (first terms, made the default) or PATCH /api/clubterms/{id}/. */
export function useSaveClubTerms(clubId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, values }: { id: number | null; values: ClubTermsValues }) =>
      id === null
        ? api<ClubTerms>('clubterms/', { body: { ...values, club: clubId, default: true } })
        : api<ClubTerms>(`clubterms/${id}/`, { method: 'PATCH', body: values }),
    onSuccess: (terms) => queryClient.setQueryData(defaultTermsKey(clubId), terms),
    invalidates: [queryKeys.clubTerms.club(clubId)],
  });
}
