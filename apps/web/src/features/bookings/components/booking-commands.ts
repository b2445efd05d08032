import { formatDate, formatDateTime, type BookingSeriesDetail, type ClubFormat } from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import {
  fetchInstanceCancelPreview,
  fetchSeriesCancelPreview,
  useCancelInstance,
  useCancelSeries,
  useSaveBooking,
  useSaveInstance,
} from '../api/bookings.api';
import { toSeriesInput, type BookingFormValues } from '../booking-form-values';
import { confirmCancel } from './cancel-preview';

// The booking panel's commands (booking-form.tsx): saving the form by the scope of the change (a
// new booking, this date only, this and the following dates, or the whole series), and cancelling
// a date or the whole booking after the cancel preview. The panel keeps the form and its errors.

/** Which dates a change to a stored booking applies to. */
export type Scope = 'instance' | 'following' | 'all';

export function useBookingCommands({
  clubId,
  series,
  instance,
  recurring,
  editScope,
  fmt,
  valuesOf,
  onClose,
}: {
  clubId: number;
  series: BookingSeriesDetail | null;
  instance: BookingSeriesDetail['booking_instance_set'][number] | undefined;
  recurring: boolean;
  editScope: Scope;
  fmt: ClubFormat;
  /** The form's values as the stored booking gives them (what "changed" is measured against). */
  valuesOf: () => BookingFormValues;
  onClose: () => void;
}) {
  const save = useSaveBooking(clubId);
  const saveInstance = useSaveInstance(clubId);
  const cancelInstance = useCancelInstance(clubId);
  const cancelSeries = useCancelSeries(clubId);

  /** Saves the form's values by the scope; throws what the server refused (the panel shows it). */
  const saveValues = async (v: BookingFormValues) => {
    const input = toSeriesInput(v);
    if (!series) {
      const saved = await save.mutateAsync({ body: input });
      const skipped = saved.skipped_dates ?? [];
      notifySuccess(
        skipped.length
          ? `${saved.name} booked without ${skipped.map((d) => formatDate(d, fmt, { weekday: true })).join(', ')}`
          : `${saved.name} booked`,
      );
    } else if (editScope === 'instance' && instance) {
      await saveInstance.mutateAsync({
        id: instance.id,
        body: { start: input.start_date, end: input.end_date, courts: input.court_set, coaches: input.coach_set },
      });
      const {
        court_set: _c,
        coach_set: _h,
        start_date: _s,
        end_date: _e,
        recurrence: _r,
        recurrence_end: _re,
        skip_clashes: _k,
        ...rest
      } = input;
      const before = toSeriesInput(valuesOf());
      if (
        JSON.stringify([rest.name, rest.ttype, rest.notes, rest.booked_person_set]) !==
        JSON.stringify([before.name, before.ttype, before.notes, before.booked_person_set])
      ) {
        await save.mutateAsync({ id: series.id, body: { ...rest, scope: 'all' } as never });
      }
      notifySuccess(`${v.name} saved`);
    } else if (editScope === 'following' && instance) {
      await save.mutateAsync({ id: series.id, body: { ...input, scope: 'following', instance: instance.id } });
      notifySuccess(`${v.name} saved from ${formatDate(v.date, fmt, { weekday: true })} on`);
    } else {
      const first = series.start_date.slice(0, 10);
      const end =
        input.end_date.slice(0, 10) > input.start_date.slice(0, 10)
          ? input.end_date
          : `${first}${input.end_date.slice(10)}`;
      await save.mutateAsync({
        id: series.id,
        body: { ...input, start_date: `${first}${input.start_date.slice(10)}`, end_date: end, scope: 'all' },
      });
      notifySuccess(`${v.name} saved`);
    }
  };

  const cancelThis = async () => {
    if (!instance || !series) return;
    const when = formatDateTime(instance.start, fmt, { weekday: true });
    if (
      !(await confirmCancel({
        load: () => fetchInstanceCancelPreview(instance.id),
        fmt,
        title: 'Cancel this booking?',
        what: `${series.name} on ${when} will be cancelled and its court freed.${recurring ? ' The other dates of the series stay booked.' : ''}`,
        confirmLabel: 'Cancel booking',
      }))
    )
      return;
    try {
      await cancelInstance.mutateAsync(instance.id);
      notifySuccess(`${series.name} on ${when} cancelled`);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };
  const cancelAll = async () => {
    if (!series) return;
    if (
      !(await confirmCancel({
        load: () => fetchSeriesCancelPreview(series.id),
        fmt,
        title: recurring ? 'Cancel the whole series?' : 'Cancel this booking?',
        what: recurring
          ? `Every date of ${series.name} not yet started will be cancelled and its courts freed.`
          : `${series.name} will be cancelled and its court freed.`,
        confirmLabel: recurring ? 'Cancel series' : 'Cancel booking',
      }))
    )
      return;
    try {
      await cancelSeries.mutateAsync(series.id);
      notifySuccess(`${series.name} cancelled`);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };

  return {
    saveValues,
    cancelThis,
    cancelAll,
    saving: save.isPending || saveInstance.isPending,
    cancellingThis: cancelInstance.isPending,
    cancellingAll: cancelSeries.isPending,
  };
}
