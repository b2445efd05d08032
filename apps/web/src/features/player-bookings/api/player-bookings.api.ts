import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  bookingsContract,
  courtWaitlistContract,
  lotteryContract,
  playerBookingsContract,
  type JoinCourtWaitlistInput,
  type LotteryRequestInput,
  type MemberSeriesInput,
  type MyBooking,
  type PlayerBookingInput,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { myCreditKey, type PayMethod } from '../../../components/pay-with-credit';

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
  keyOf(playerBookingsContract.seriesQuote, { params: { id: clubId } }),
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

export type MyBookingsWhen = 'upcoming' | 'past';
/** Which of my bookings /mybookings?when=upcoming|past&page=N shows. */
export const myBookingsView = (params: URLSearchParams): { when: MyBookingsWhen; page: number } => ({
  when: params.get('when') === 'past' ? 'past' : 'upcoming',
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** POST /api/club/{id}/book/series/quote/: a weekly slot's dates (skipped ones with their reasons), quotas and price (issue 29). */
export const useSeriesQuote = (clubId: number, series: MemberSeriesInput | null) =>
  useQuery({
    queryKey: [...keyOf(playerBookingsContract.seriesQuote, { params: { id: clubId } }), series],
    queryFn: ({ signal }) =>
      call(playerBookingsContract.seriesQuote, { params: { id: clubId }, body: series!, signal }),
    enabled: series !== null,
    retry: false,
  });

/** POST /api/club/{id}/book/series/: books my weekly slot for the term; the club's times and my bookings are read again. */
export const useBookSeries = (clubId: number) =>
  useApiMutation({
    mutationFn: (series: MemberSeriesInput) =>
      call(playerBookingsContract.series, { params: { id: clubId }, body: series }),
    invalidates: [...clubTimesOf(clubId), myBookings],
  });

/** POST /api/mybooking/{id}/cancel_rest/: cancels this date of my weekly slot and every later one. */
export const useCancelRest = () =>
  useApiMutation({
    mutationFn: (booking: MyBooking) => call(playerBookingsContract.cancelRest, { params: { id: booking.id } }),
    invalidates: (booking) => [myBookings, ...clubTimesOf(booking.club)],
  });

/** GET /api/mybooking/?when&page: my upcoming or past bookings. */
export const myBookingsQuery = (when: MyBookingsWhen, page: number) =>
  queryOptions(queryOf(playerBookingsContract.mine, { query: { when, page, page_size: MY_BOOKINGS_PAGE_SIZE } }));
export const useMyBookings = (when: MyBookingsWhen, page: number) =>
  useQuery({
    ...myBookingsQuery(when, page),
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

/** POST /api/courtbookingseries/{id}/pay_booking/: pays my booking with my card on file or my account credit (once, whatever the retries). */
export const usePayBooking = () =>
  useApiMutation({
    mutationFn: ({ seriesId, method = 'C' }: { seriesId: number; method?: PayMethod }) =>
      call(bookingsContract.paySeries, { params: { id: seriesId }, body: { payment_method: method } }),
    invalidates: [myBookings, myCreditKey],
  });

/** POST /api/mybooking/{id}/pay/: pays my own share of a booking (the instance's series) with my card on file or my account credit, once. */
export const usePayMyShare = () =>
  useApiMutation({
    mutationFn: ({ instanceId, method = 'C' }: { instanceId: number; method?: PayMethod }) =>
      call(playerBookingsContract.pay, { params: { id: instanceId }, body: { payment_method: method } }),
    invalidates: [myBookings, myCreditKey],
  });

/** GET /api/courtwaitlist/mine/?club: my places on the club's waiting list, a court held for me among them. */
export const useMyCourtWaitlist = (clubId: number | null) =>
  useQuery({
    ...queryOf(courtWaitlistContract.mine, { query: { club: clubId ?? 0 } }),
    enabled: clubId !== null,
    refetchInterval: 30_000,
  });

const myWaitlist = keyOf(courtWaitlistContract.mine);

/** POST /api/club/{id}/court_waitlist/: wait for a court at a taken time. */
export const useJoinCourtWaitlist = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: JoinCourtWaitlistInput) => call(courtWaitlistContract.join, { params: { id: clubId }, body }),
    invalidates: [myWaitlist],
  });

/** POST /api/courtwaitlist/{id}/claim/: books the court held for me. */
export const useClaimHeldCourt = (clubId: number) =>
  useApiMutation({
    mutationFn: (entryId: number) => call(courtWaitlistContract.claim, { params: { id: entryId } }),
    invalidates: [myWaitlist, myBookings, ...clubTimesOf(clubId)],
  });

/** POST /api/courtwaitlist/{id}/leave/: leaves the line, or lets a held court go to the next player. */
export const useLeaveCourtWaitlist = (clubId: number) =>
  useApiMutation({
    mutationFn: (entryId: number) => call(courtWaitlistContract.leave, { params: { id: entryId } }),
    invalidates: [myWaitlist, ...clubTimesOf(clubId)],
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
    mutationFn: (request: LotteryRequestInput) =>
      call(lotteryContract.request, { params: { id: clubId }, body: request }),
    invalidates: [lotteryOf(clubId)],
  });

/** DELETE /api/lotteryrequest/{id}/: withdraws my request while requests are open. */
export const useWithdrawLottery = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(lotteryContract.withdraw, { params: { id } }),
    invalidates: [lotteryOf(clubId)],
  });
