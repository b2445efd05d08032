import { Button, Group, Stack, Text } from '@mantine/core';
import { cloneEventSchema, type ClubDetail } from '@rally/domain';
import { DatePickerField } from '../../../components/date-picker-field';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { PopupModal } from '../../../components/popup-modal';
import { useRecordForm } from '../../../components/use-record-form';
import { useCloneEvent, type EventDetail } from '../api/events.api';

type Values = { start_date: string | null; end_date: string | null; num_sessions: number | string | null };

/** Clone: a start date is needed; an end date overrides the number of sessions (spec 3 §4). */
export function CloneDialog({
  club,
  event,
  opened,
  onClose,
  onCloned,
}: {
  club: ClubDetail;
  event: EventDetail;
  opened: boolean;
  onClose: () => void;
  onCloned: (id: number) => void;
}) {
  const clone = useCloneEvent(club.id);
  const form = useRecordForm<Values, EventDetail>({
    record: event,
    valuesOf: (e) => ({ start_date: null, end_date: null, num_sessions: e.num_sessions ?? e.session_set.length }),
    opened,
    validate: (v) =>
      zodFormResolver(cloneEventSchema)({ ...v, num_sessions: v.num_sessions === '' ? null : v.num_sessions }),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const copy = await clone.mutateAsync({
        id: event.id,
        start_date: v.start_date ?? '',
        end_date: v.end_date,
        num_sessions: v.num_sessions === '' ? null : Number(v.num_sessions),
      });
      notifySuccess(`${copy.name} copied as a draft with ${copy.session_set.length} sessions`);
      onCloned(copy.id);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <PopupModal opened={opened} onClose={onClose} form={form} title={<Text fw={700}>Clone {event.name}</Text>}>
      <form onSubmit={submit} noValidate aria-label="Clone clinic">
        <Stack gap="sm">
          <DatePickerField
            label="Start date"
            required
            region={club.country}
            {...form.getInputProps('start_date')}
            key={form.key('start_date')}
          />
          <DatePickerField
            label="End date"
            description="Overrides the number of sessions"
            clearable
            region={club.country}
            {...form.getInputProps('end_date')}
            key={form.key('end_date')}
          />
          <NumberField
            label="Number of sessions"
            allowDecimal={false}
            {...form.getInputProps('num_sessions')}
            key={form.key('num_sessions')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={clone.isPending}>
              Clone
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
