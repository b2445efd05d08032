import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** News items per page. */
export const NEWS_PAGE_SIZE = 10;

/** GET /api/news/?page=[&club=]: newest first (one club's only with `club`); the previous page stays while the next loads. */
export const useNews = (page: number, club: number | null = null, pageSize = NEWS_PAGE_SIZE) =>
  useQuery({
    queryKey: queryKeys.news.list(club, { page, pageSize }),
    queryFn: ({ signal }) =>
      api<Page<NewsItem>>('news/', { query: { page, page_size: pageSize, club: club ?? undefined }, signal }),
    placeholderData: keepPreviousData,
  });
