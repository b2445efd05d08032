import { useQuery } from '@tanstack/react-query';
import {
  checkInContract,
  courtsContract,
  referenceContract,
  type BookingRateInput,
  type CourtGroupInput,
  type CourtInput,
} from '@rally/domain';
import { useSaveClubFeature } from '../../../lib/club-features';
import { clubKey } from '../../../lib/dashboard';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The courts area's calls (spec 2 §7): court groups, courts and booking rates of one club, each
// list taken whole. After any change the area's lists and the club detail (whose courtgroup_set
// the rest of the dashboard reads) are read again.

// Each list is taken whole (the server's default page for these lists is 1000 rows).
const whole = (clubId: number) => ({ query: { club: clubId, page_size: 1000 } });

/** GET /api/courtgroup/?club: the default group first. */
export const useCourtGroups = (clubId: number) =>
  useQuery({ ...queryOf(courtsContract.listGroups, whole(clubId)), select: (page) => page.results });

/** GET /api/court/?club: by number. */
export const useCourts = (clubId: number) =>
  useQuery({ ...queryOf(courtsContract.list, whole(clubId)), select: (page) => page.results });

/** GET /api/courtbookingrate/?club: every group's rates, by group and start time. */
export const useBookingRates = (clubId: number) =>
  useQuery({ ...queryOf(courtsContract.listRates, whole(clubId)), select: (page) => page.results });

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
      keyOf(courtsContract.listGroups, { query: { club: clubId } }),
      keyOf(courtsContract.list, { query: { club: clubId } }),
      keyOf(courtsContract.listRates, { query: { club: clubId } }),
      clubKey(clubId),
    ],
  });

/** POST /api/courtgroup/ with the club (no id) or PATCH /api/courtgroup/{id}/. */
export const useSaveCourtGroup = (clubId: number) =>
  useCourtsCommand(clubId, ({ id, values }: { id?: number; values: CourtGroupInput }) =>
    id === undefined
      ? call(courtsContract.createGroup, { body: { club: clubId, ...values } })
      : call(courtsContract.updateGroup, { params: { id }, body: values }),
  );

export const useDeleteCourtGroup = (clubId: number) =>
  useCourtsCommand(clubId, (id: number) => call(courtsContract.removeGroup, { params: { id } }));

/** POST /api/court/ with the club (no id) or PATCH /api/court/{id}/. */
export const useSaveCourt = (clubId: number) =>
  useCourtsCommand(clubId, ({ id, values }: { id?: number; values: CourtInput }) =>
    id === undefined
      ? call(courtsContract.create, { body: { club: clubId, ...values } })
      : call(courtsContract.update, { params: { id }, body: values }),
  );

export const useDeleteCourt = (clubId: number) =>
  useCourtsCommand(clubId, (id: number) => call(courtsContract.remove, { params: { id } }));

/** The rate with its membership-type prices in one call (member_rate_set replaces them on a change). */
export const useSaveBookingRate = (clubId: number) =>
  useCourtsCommand(clubId, ({ id, values }: { id?: number; values: BookingRateInput }) => {
    if (id === undefined) return call(courtsContract.createRate, { body: { club: clubId, ...values } });
    const { courtgroup: _group, ...changes } = values;
    return call(courtsContract.updateRate, { params: { id }, body: changes });
  });

export const useDeleteBookingRate = (clubId: number) =>
  useCourtsCommand(clubId, (id: number) => call(courtsContract.removeRate, { params: { id } }));

/** PATCH /api/clubfeature/{id}/ {params}: the court-booking feature's params (merged over the stored ones). */
export const useSaveFeatureParams = (clubId: number) => useSaveClubFeature(clubId);

const courtCodes = (clubId: number) => keyOf(checkInContract.courtCodes, { params: { id: clubId } });

/** GET /api/club/{id}/check_in_codes/: each court's check-in code, for the QR sheet (asked when it opens). */
export const useCourtCheckInCodes = (clubId: number, enabled: boolean) =>
  useQuery({ ...queryOf(checkInContract.courtCodes, { params: { id: clubId } }), enabled });

/** POST /api/court/{id}/check_in_code/: a new code for the court; its printed sheet stops working. */
export const useRenewCourtCode = (clubId: number) =>
  useApiMutation({
    mutationFn: (courtId: number) => call(checkInContract.renewCourtCode, { params: { id: courtId } }),
    invalidates: [courtCodes(clubId)],
  });
