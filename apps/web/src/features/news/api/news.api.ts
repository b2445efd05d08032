import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsContract } from '@rally/domain';
import { queryOf } from '../../../lib/endpoint';

/** News items per page. */
export const NEWS_PAGE_SIZE = 10;

/** GET /api/news/?page=[&club=]: newest first (one club's only with `club`); the previous page stays while the next loads. */
export const useNews = (page: number, club: number | null = null, pageSize = NEWS_PAGE_SIZE) =>
  useQuery({
    ...queryOf(newsContract.list, { query: { page, page_size: pageSize, club: club ?? undefined } }),
    placeholderData: keepPreviousData,
  });
