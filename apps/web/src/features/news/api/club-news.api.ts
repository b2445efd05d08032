import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsContract, type CreateNewsItemInput, type UpdateNewsItem } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** GET /api/news/?club&manage=true: every item of the club, drafts too (AGENT, COMMUNCIATIONS). */
export const useClubNewsAdmin = (clubId: number, page: number) =>
  useQuery({
    ...queryOf(newsContract.list, { query: { club: clubId, manage: 'true', page, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });

// A club's item shows in its own lists and in every player's feed: all news goes stale.
const newsKeys = [keyOf(newsContract.list)];

/** POST /api/news/ (a new item of `club`) or PATCH /api/news/{id}/ (a change to item `id`). */
export const useSaveNewsItem = () =>
  useApiMutation({
    mutationFn: (item: CreateNewsItemInput | (UpdateNewsItem & { id: number })) => {
      if (!('id' in item)) return call(newsContract.create, { body: item });
      const { id, ...body } = item;
      return call(newsContract.update, { params: { id }, body });
    },
    invalidates: newsKeys,
  });

/** DELETE /api/news/{id}/. */
export const useDeleteNewsItem = () =>
  useApiMutation({
    mutationFn: (id: number) => call(newsContract.remove, { params: { id } }),
    invalidates: newsKeys,
  });
