import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  bookingsContract,
  lotteryContract,
  playerBookingsContract,
  type LotteryRequestInput,
  type MyBooking,
  type PlayerBookingInput,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// A player's own bookings (issue 9), from the player bookings' contracts: the club's free times, a
// quote, booking, My bookings, and cancelling with the refund asked first. Server: docs/bookings.md
// "Players booking for themselves".

export const MY_BOOKINGS_PAGE_SIZE = 10;

/** A club's free times and quotes: what booking or cancelling there makes stale. */
const clubTimesOf = (clubId: number) => [
  keyOf(playerBookingsContract.availability, { params: { id: clubId } }),
  keyOf(playerBookingsContract.freeCourts, { params: { id: clubId } }),
  keyOf(playerBookingsContract.lessonCoaches, { params: { id: clubId } }),
  keyOf(playerBookingsContract.quote, { params: { id: clubId } }),
];

/** Every page of my bookings. */
const myBookings = keyOf(playerBookingsContract.mine);

/** GET /api/club/{id}/availability/?date&duration: every court's times that day, free or not for me. */
export const useAvailability = (clubId: number | null, date: string, duration: number) =>
  useQuery({
    ...queryOf(playerBookingsContract.availability, { params: { id: clubId ?? 0 }, query: { date, duration } }),
    enabled: clubId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/club/{id}/free_courts/?date&time&duration: the courts free at that time and the nearest free times. */
export const useFreeCourts = (clubId: number | null, date: string, time: string, duration: number) =>
  useQuery({
    ...queryOf(playerBookingsContract.freeCourts, { params: { id: clubId ?? 0 }, query: { date, time, duration } }),
    enabled: clubId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/club/{id}/lesson_coaches/?date&duration: the club's coaches, their price and free times that day. */
export const useLessonCoaches = (clubId: number, date: string, duration: number) =>
  useQuery({
    ...queryOf(playerBookingsContract.lessonCoaches, { params: { id: clubId }, query: { date, duration } }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/club/{id}/partners/?search: the club's members to book with, by name (two letters at least). */
export const usePartners = (clubId: number, search: string) =>
  useQuery({
    ...queryOf(playerBookingsContract.partners, { params: { id: clubId }, query: { search } }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** POST /api/club/{id}/book/quote/: the price and any refusal of one court time, asked before booking. */
export const useBookingQuote = (clubId: number, booking: PlayerBookingInput | null) =>
  useQuery({
    // A quote asked by POST: its key is the booking, under the club's (clubTimesOf names every quote of it).
    queryKey: [...keyOf(playerBookingsContract.quote, { params: { id: clubId } }), booking],
    queryFn: ({ signal }) => call(playerBookingsContract.quote, { params: { id: clubId }, body: booking!, signal }),
    enabled: booking !== null,
    retry: false,
  });

/** POST /api/club/{id}/book/: books the court for me; the club's times and my bookings are read again. */
export const useBookCourt = (clubId: number) =>
  useApiMutation({
    mutationFn: (booking: PlayerBookingInput) =>
      call(playerBookingsContract.book, { params: { id: clubId }, body: booking }),
    invalidates: [...clubTimesOf(clubId), myBookings],
  });

/** GET /api/mybooking/?when&page: my upcoming or past bookings. */
export const useMyBookings = (when: 'upcoming' | 'past', page: number) =>
  useQuery({
    ...queryOf(playerBookingsContract.mine, { query: { when, page, page_size: MY_BOOKINGS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/mybooking/{id}/refund/: whether I may cancel it now and what would come back. */
export const fetchRefund = (id: number) => call(playerBookingsContract.refund, { params: { id } });

/** POST /api/mybooking/{id}/cancel/: cancels it; its club's free times and my bookings are read again. */
export const useCancelMyBooking = () =>
  useApiMutation({
    mutationFn: (booking: MyBooking) => call(playerBookingsContract.cancel, { params: { id: booking.id } }),
    invalidates: (booking) => [myBookings, ...clubTimesOf(booking.club)],
  });

/** POST /api/courtbookingseries/{id}/pay_booking/: pays my booking with my card on file (once, whatever the retries). */
export const usePayBooking = () =>
  useApiMutation({
    mutationFn: (seriesId: number) =>
      call(bookingsContract.paySeries, { params: { id: seriesId }, body: { payment_method: 'C' } }),
    invalidates: [myBookings],
  });

/** POST /api/mybooking/{id}/pay/: pays my own share of a booking (the instance's series) with my card on file, once. */
export const usePayMyShare = () =>
  useApiMutation({
    mutationFn: (instanceId: number) => call(playerBookingsContract.pay, { params: { id: instanceId }, body: {} }),
    invalidates: [myBookings],
  });

/** GET /api/club/{id}/lottery/: the prime-time draw whose requests are open (or open next) and my requests (issue 29). */
export const useLottery = (clubId: number | null) =>
  useQuery({
    ...queryOf(lotteryContract.view, { params: { id: clubId ?? 0 } }),
    enabled: clubId !== null,
    retry: false,
  });

const lotteryOf = (clubId: number) => keyOf(lotteryContract.view, { params: { id: clubId } });

/** POST /api/club/{id}/lottery/: asks for a slot with alternatives in order. */
export const useAskLottery = (clubId: number) =>
  useApiMutation({
    mutationFn: (request: LotteryRequestInput) => call(lotteryContract.request, { params: { id: clubId }, body: request }),
    invalidates: [lotteryOf(clubId)],
  });

/** DELETE /api/lotteryrequest/{id}/: withdraws my request while requests are open. */
export const useWithdrawLottery = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(lotteryContract.withdraw, { params: { id } }),
    invalidates: [lotteryOf(clubId)],
  });
