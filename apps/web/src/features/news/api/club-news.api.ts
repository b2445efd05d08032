import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreateNewsItemInput, NewsItem, UpdateNewsItem } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/news/?club&manage=true: every item of the club, drafts too (AGENT, COMMUNCIATIONS). */
export const useClubNewsAdmin = (clubId: number, page: number) =>
  useQuery({
    queryKey: queryKeys.news.list(clubId, { page, manage: true }),
    queryFn: ({ signal }) =>
      api<Page<NewsItem>>('news/', { query: { club: clubId, manage: 'true', page, page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

// A club's item shows in its own lists and in every player's feed: all news goes stale.
const newsKeys = [queryKeys.news.all];

/** POST /api/news/ or PATCH /api/news/{id}/. */
export const useSaveNewsItem = () =>
  useApiMutation({
    mutationFn: ({ id, ...body }: (CreateNewsItemInput | UpdateNewsItem) & { id?: number }) =>
      id ? api<NewsItem>(`news/${id}/`, { method: 'PATCH', body }) : api<NewsItem>('news/', { method: 'POST', body }),
    invalidates: newsKeys,
  });

/** DELETE /api/news/{id}/. */
export const useDeleteNewsItem = () =>
  useApiMutation({ mutationFn: (id: number) => api<void>(`news/${id}/`, { method: 'DELETE' }), invalidates: newsKeys });
