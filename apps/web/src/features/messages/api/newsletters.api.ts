import { useQuery } from '@tanstack/react-query';
import type {
  DeliveryStatus,
  NewsletterImageRecord,
  NewsletterInput,
  NewsletterRecipient,
  NewsletterRecord,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

const sendingNow = (n: NewsletterRecord | undefined) => n?.status === 'G' || n?.status === 'S';

/** GET /api/newsletter/?club: newest first (a member: the sent ones). Polls while one is being sent. */
export const useNewsletters = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.newsletters.list(clubId),
    queryFn: ({ signal }) =>
      api<Page<NewsletterRecord>>('newsletter/', { query: { club: clubId, page_size: 100 }, signal }),
    select: (page) => page.results,
    refetchInterval: (query) => (query.state.data?.results.some((n) => n.status === 'G') ? 3000 : false),
  });

export const useNewsletter = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.newsletters.detail(id ?? 0),
    queryFn: ({ signal }) => api<NewsletterRecord>(`newsletter/${id}/`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (sendingNow(query.state.data) ? 3000 : false),
  });

/** GET /api/newsletter/{id}/recipients/: each recipient's delivery status. */
export const useRecipients = (newsletter: NewsletterRecord | undefined, status: DeliveryStatus | null, page: number) =>
  useQuery({
    queryKey: [...queryKeys.newsletters.detail(newsletter?.id ?? 0), 'recipients', { status, page }],
    queryFn: ({ signal }) =>
      api<Page<NewsletterRecipient>>(`newsletter/${newsletter!.id}/recipients/`, {
        query: { status: status ?? undefined, page, page_size: 20 },
        signal,
      }),
    enabled: Boolean(newsletter && newsletter.progress.total > 0),
    refetchInterval: sendingNow(newsletter) ? 3000 : false,
    placeholderData: (previous) => previous,
  });

const keys = (clubId: number) => [queryKeys.newsletters.club(clubId), queryKeys.newsletters.all];

export const useSaveNewsletter = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, values }: { id?: number; values: NewsletterInput }) =>
      id
        ? api<NewsletterRecord>(`newsletter/${id}/`, { method: 'PATCH', body: values })
        : api<NewsletterRecord>('newsletter/', { method: 'POST', body: { club: clubId, ...values } }),
    invalidates: keys(clubId),
  });

export const useSendNewsletter = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, sendAt }: { id: number; sendAt: string | null }) =>
      api<NewsletterRecord>(`newsletter/${id}/send/`, { method: 'POST', body: { send_at: sendAt } }),
    invalidates: keys(clubId),
  });

export const useSendTest = () =>
  useApiMutation({
    mutationFn: (id: number) => api<{ detail: string }>(`newsletter/${id}/test/`, { method: 'POST' }),
    invalidates: [],
  });

export const useDeleteNewsletter = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => api<void>(`newsletter/${id}/`, { method: 'DELETE' }),
    invalidates: keys(clubId),
  });

/** POST /api/newsletterimage/: uploads an image (base64) for the club's newsletters; nothing cached changes. */
export const useUploadNewsletterImage = (clubId: number) =>
  useApiMutation({
    mutationFn: (image: { name: string; data: string }) =>
      api<NewsletterImageRecord>('newsletterimage/', { method: 'POST', body: { club: clubId, ...image } }),
    invalidates: [],
  });
