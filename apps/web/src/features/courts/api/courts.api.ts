import { useQuery } from '@tanstack/react-query';
import {
  referenceContract,
  type BookingRateInput,
  type BookingRateRecord,
  type ClubFeature,
  type CourtGroupInput,
  type CourtGroupRecord,
  type CourtInput,
  type CourtRecord,
} from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The courts area's calls (spec 2 §7): court groups, courts and booking rates of one club, each
// list taken whole. After any change the area's lists and the club detail (whose courtgroup_set
// the rest of the dashboard reads) are read again.

const whole = (path: string, clubId: number, signal?: AbortSignal) =>
  api<Page<never>>(path, { query: { club: clubId, page_size: 1000 }, signal });

/** GET /api/courtgroup/?club: the default group first. */
export const useCourtGroups = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.courtGroups.list(clubId),
    queryFn: async ({ signal }) => ((await whole('courtgroup/', clubId, signal)) as Page<CourtGroupRecord>).results,
  });

/** GET /api/court/?club: by number. */
export const useCourts = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.courts.list(clubId),
    queryFn: async ({ signal }) => ((await whole('court/', clubId, signal)) as Page<CourtRecord>).results,
  });

/** GET /api/courtbookingrate/?club: every group's rates, by group and start time. */
export const useBookingRates = (clubId: number) =>
  useQuery({
    queryKey: queryKeys.bookingRates.list(clubId),
    queryFn: async ({ signal }) =>
      ((await whole('courtbookingrate/', clubId, signal)) as Page<BookingRateRecord>).results,
  });

/**
 * GET /api/surface/ of every sport: the courts screens name the surfaces of courts of any sport.
 * (lib/reference keeps one sport's surfaces in the local cache; all of them are a dozen rows.)
 */
export const useAllSurfaces = () =>
  useQuery({
    ...queryOf(referenceContract.surfaces, { query: { page_size: 1000 } }),
    select: (page) => page.results,
    staleTime: 24 * 60 * 60_000,
  });

/** A change to the club's courts: afterwards the area's lists and the club detail are read again. */
const useCourtsCommand = <Input, Output>(clubId: number, mutationFn: (input: Input) => Promise<Output>) =>
  useApiMutation({
    mutationFn,
    invalidates: [
      queryKeys.courtGroups.club(clubId),
      queryKeys.courts.club(clubId),
      queryKeys.bookingRates.club(clubId),
      queryKeys.club.detail(clubId),
    ],
  });

/** POST /api/<path>/ with the club (no id) or PATCH /api/<path>/{id}/. */
const save = <T>(path: string, clubId: number, id: number | undefined, body: object) =>
  id === undefined
    ? api<T>(`${path}/`, { body: { club: clubId, ...body } })
    : api<T>(`${path}/${id}/`, { method: 'PATCH', body });

export const useSaveCourtGroup = (clubId: number) =>
  useCourtsCommand(clubId, ({ id, values }: { id?: number; values: CourtGroupInput }) =>
    save<CourtGroupRecord>('courtgroup', clubId, id, values),
  );

export const useDeleteCourtGroup = (clubId: number) =>
  useCourtsCommand(clubId, (id: number) => api<null>(`courtgroup/${id}/`, { method: 'DELETE' }));

export const useSaveCourt = (clubId: number) =>
  useCourtsCommand(clubId, ({ id, values }: { id?: number; values: CourtInput }) =>
    save<CourtRecord>('court', clubId, id, values),
  );

export const useDeleteCourt = (clubId: number) =>
  useCourtsCommand(clubId, (id: number) => api<null>(`court/${id}/`, { method: 'DELETE' }));

/** The rate with its membership-type prices in one call (member_rate_set replaces them on a change). */
export const useSaveBookingRate = (clubId: number) =>
  useCourtsCommand(clubId, ({ id, values }: { id?: number; values: BookingRateInput }) => {
    const { courtgroup: _group, ...changes } = values;
    return save<BookingRateRecord>('courtbookingrate', clubId, id, id === undefined ? values : changes);
  });

export const useDeleteBookingRate = (clubId: number) =>
  useCourtsCommand(clubId, (id: number) => api<null>(`courtbookingrate/${id}/`, { method: 'DELETE' }));

/** PATCH /api/clubfeature/{id}/ {params}: the court-booking feature's params (merged over the stored ones). */
export const useSaveFeatureParams = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, params }: { id: number; params: Record<string, unknown> }) =>
      api<ClubFeature>(`clubfeature/${id}/`, { method: 'PATCH', body: { params } }),
    invalidates: [queryKeys.clubFeatures.club(clubId)],
  });
