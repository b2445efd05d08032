import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Availability,
  type MyBooking,
  type MyBookingRefund,
  type PlayerBookingInput,
  type PlayerBookingQuote,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// A player's own bookings (issue 9): the club's free times, a quote, booking, My bookings, and
// cancelling with the refund asked first. Server: docs/bookings.md "Players booking for themselves".

export const MY_BOOKINGS_PAGE_SIZE = 10;

/** GET /api/club/{id}/availability/?date&duration: every court's times that day, free or not for me. */
export const useAvailability = (clubId: number | null, date: string, duration: number) =>
  useQuery({
    queryKey: queryKeys.availability.list(clubId ?? 0, { date, duration }),
    queryFn: ({ signal }) => api<Availability>(`club/${clubId}/availability/`, { query: { date, duration }, signal }),
    enabled: clubId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** POST /api/club/{id}/book/quote/: the price and any refusal of one court time, asked before booking. */
export const useBookingQuote = (clubId: number, booking: PlayerBookingInput | null) =>
  useQuery({
    queryKey: queryKeys.availability.list(clubId, { quote: booking }),
    queryFn: ({ signal }) =>
      api<PlayerBookingQuote>(`club/${clubId}/book/quote/`, { method: 'POST', body: booking, signal }),
    enabled: booking !== null,
    retry: false,
  });

/** POST /api/club/{id}/book/: books the court for me; the club's times and my bookings are read again. */
export const useBookCourt = (clubId: number) =>
  useApiMutation({
    mutationFn: (booking: PlayerBookingInput) =>
      api<MyBooking>(`club/${clubId}/book/`, { method: 'POST', body: booking }),
    invalidates: [queryKeys.availability.club(clubId), queryKeys.myBookings.all],
  });

/** GET /api/mybooking/?when&page: my upcoming or past bookings. */
export const useMyBookings = (when: 'upcoming' | 'past', page: number) =>
  useQuery({
    queryKey: queryKeys.myBookings.list(null, { when, page }),
    queryFn: ({ signal }) =>
      api<Page<MyBooking>>('mybooking/', { query: { when, page, page_size: MY_BOOKINGS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/mybooking/{id}/refund/: whether I may cancel it now and what would come back. */
export const fetchRefund = (id: number) => api<MyBookingRefund>(`mybooking/${id}/refund/`);

/** POST /api/mybooking/{id}/cancel/: cancels it; its club's free times and my bookings are read again. */
export const useCancelMyBooking = () =>
  useApiMutation({
    mutationFn: (booking: MyBooking) =>
      api<MyBooking & { refund: string }>(`mybooking/${booking.id}/cancel/`, { method: 'POST' }),
    invalidates: [queryKeys.myBookings.all, queryKeys.availability.all],
  });

type PayResult = {
  booking_series: number;
  transaction: { id: number; status: string; amount: string; currency: string; failure_reason?: string | null };
  client_secret: string | null;
};

/** POST /api/courtbookingseries/{id}/pay_booking/: pays my booking with my card on file (once, whatever the retries). */
export const usePayBooking = () =>
  useApiMutation({
    mutationFn: (seriesId: number) =>
      api<PayResult>(`courtbookingseries/${seriesId}/pay_booking/`, { method: 'POST', body: { payment_method: 'C' } }),
    invalidates: [queryKeys.myBookings.all],
  });

/** POST /api/mybooking/{id}/pay/: pays my own share of a booking (the instance's series) with my card on file, once. */
export const usePayMyShare = () =>
  useApiMutation({
    mutationFn: (instanceId: number) =>
      api<Omit<PayResult, 'booking_series'>>(`mybooking/${instanceId}/pay/`, { method: 'POST', body: {} }),
    invalidates: [queryKeys.myBookings.all],
  });
