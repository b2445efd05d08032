import { useQuery } from '@tanstack/react-query';
import { newslettersContract, type DeliveryStatus, type NewsletterInput, type NewsletterRecord } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// Club newsletters and their hooks, from newslettersContract.

const sendingNow = (n: NewsletterRecord | undefined) => n?.status === 'G' || n?.status === 'S';

/** GET /api/newsletter/?club: newest first (a member: the sent ones). Polls while one is being sent. */
export const useNewsletters = (clubId: number) =>
  useQuery({
    ...queryOf(newslettersContract.list, { query: { club: clubId, page_size: 100 } }),
    select: (page) => page.results,
    refetchInterval: (query) => (query.state.data?.results.some((n) => n.status === 'G') ? 3000 : false),
  });

export const useNewsletter = (id: number | null) =>
  useQuery({
    queryKey: keyOf(newslettersContract.get, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => call(newslettersContract.get, { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (sendingNow(query.state.data) ? 3000 : false),
  });

/** GET /api/newsletter/{id}/recipients/: each recipient's delivery status. */
export const useRecipients = (newsletter: NewsletterRecord | undefined, status: DeliveryStatus | null, page: number) =>
  useQuery({
    queryKey: keyOf(newslettersContract.recipients, {
      params: { id: newsletter?.id ?? 0 },
      query: { status: status ?? undefined, page, page_size: 20 },
    }),
    queryFn: ({ signal }) =>
      call(newslettersContract.recipients, {
        params: { id: newsletter!.id },
        query: { status: status ?? undefined, page, page_size: 20 },
        signal,
      }),
    enabled: Boolean(newsletter && newsletter.progress.total > 0),
    refetchInterval: sendingNow(newsletter) ? 3000 : false,
    placeholderData: (previous) => previous,
  });

/** Every newsletter query: the lists, each newsletter and its recipients. */
const keys = () => [keyOf(newslettersContract.list)];

export const useSaveNewsletter = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id?: number; values: NewsletterInput }) =>
      id
        ? call(newslettersContract.update, { params: { id }, body: values })
        : call(newslettersContract.create, { body: { club: clubId, ...values } }),
    invalidates: keys(),
  });

export const useSendNewsletter = () =>
  useApiMutation({
    mutationFn: ({ id, sendAt }: { id: number; sendAt: string | null }) =>
      call(newslettersContract.send, { params: { id }, body: { send_at: sendAt } }),
    invalidates: keys(),
  });

export const useSendTest = () =>
  useApiMutation({
    mutationFn: (id: number) => call(newslettersContract.sendTest, { params: { id } }),
    invalidates: [],
  });

export const useDeleteNewsletter = () =>
  useApiMutation({
    mutationFn: (id: number) => call(newslettersContract.remove, { params: { id } }),
    invalidates: keys(),
  });

/** POST /api/newsletterimage/: uploads an image (base64) for the club's newsletters; nothing cached changes. */
export const useUploadNewsletterImage = (clubId: number) =>
  useApiMutation({
    mutationFn: (image: { name: string; data: string }) =>
      call(newslettersContract.uploadImage, { body: { club: clubId, ...image } }),
    invalidates: [],
  });
