import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  newsletterImageTypes,
  newslettersContract,
  newsPostContract,
  type CreateNewsPostInput,
  type UpdateNewsPostInput,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** News posts per page of the players' list. */
export const NEWS_POSTS_PAGE_SIZE = 5;

/** GET /api/newspost/?page=[&club=]: published posts, newest first; the previous page stays while the next loads. */
export const useNewsPosts = (page: number, club: number | null = null, pageSize = NEWS_POSTS_PAGE_SIZE) =>
  useQuery({
    ...queryOf(newsPostContract.list, { query: { page, page_size: pageSize, club: club ?? undefined } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/newspost/?club&manage=true: every post of the club, drafts first (AGENT, COMMUNCIATIONS). */
export const useClubNewsPostsAdmin = (clubId: number, page: number) =>
  useQuery({
    ...queryOf(newsPostContract.list, { query: { club: clubId, manage: 'true', page, page_size: 10 } }),
    placeholderData: keepPreviousData,
  });

// A club's post shows in its own list and in every player's feed: all posts go stale.
const postKeys = [keyOf(newsPostContract.list)];

/** POST /api/newspost/ (a new post of `club`) or PATCH /api/newspost/{id}/ (a change to post `id`). */
export const useSaveNewsPost = () =>
  useApiMutation({
    mutationFn: (post: CreateNewsPostInput | (UpdateNewsPostInput & { id: number })) => {
      if (!('id' in post)) return call(newsPostContract.create, { body: post });
      const { id, ...body } = post;
      return call(newsPostContract.update, { params: { id }, body });
    },
    invalidates: postKeys,
  });

/** DELETE /api/newspost/{id}/. */
export const useDeleteNewsPost = () =>
  useApiMutation({
    mutationFn: (id: number) => call(newsPostContract.remove, { params: { id } }),
    invalidates: postKeys,
  });

/** The image types a thumbnail may be uploaded in (the club's images, as newsletters take them). */
export const thumbImageTypes = newsletterImageTypes;

/** POST /api/newsletterimage/: uploads a thumbnail among the club's images; answers its path. */
export const useUploadThumb = (clubId: number) =>
  useApiMutation({
    mutationFn: (image: { name: string; data: string }) =>
      call(newslettersContract.uploadImage, { body: { club: clubId, ...image } }),
    invalidates: [],
  });
