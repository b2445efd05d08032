import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { joinEventSchema, type ClubDetail } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { type EventDetail } from '../api/events.api';
import { useJoinEvent } from '../api/participants.api';

type Values = { name: string; email: string; paying: boolean };

/**
 * Staff add someone to the whole clinic by name and e-mail (a player's validated e-mail makes them
 * that player); a non-paying participant is sent with price 0. A level outside the clinic's levels
 * is confirmed first.
 */
export function AddParticipant({
  club,
  event,
  opened,
  onClose,
}: {
  club: ClubDetail;
  event: EventDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const join = useJoinEvent(club.id);
  const form = useRecordForm<Values, null>({
    record: null,
    valuesOf: () => ({ name: '', email: '', paying: true }),
    opened,
    validate: (v) => {
      const errors = zodFormResolver(joinEventSchema)(v);
      return {
        ...errors,
        ...(v.name.trim() ? {} : { name: 'Name is required' }),
        ...(v.email.trim() ? {} : { email: 'Email is required' }),
      };
    },
  });
  const add = async (v: Values, levelOverride: boolean): Promise<void> => {
    try {
      const p = await join.mutateAsync({ id: event.id, ...v, level_override: levelOverride });
      notifySuccess(`${p.name} added`);
      onClose();
    } catch (error) {
      // Only the level in the way: staff may add them after confirming (docs/clinics.md "Levels").
      const level = error instanceof ApiError ? error.fieldErrors.level?.[0] : undefined;
      if (
        level &&
        !levelOverride &&
        error instanceof ApiError &&
        (error.fieldErrors.non_field_errors ?? []).length === 1
      ) {
        const confirmed = await confirmAction({
          title: `Add ${v.name} anyway?`,
          message: level,
          confirmLabel: 'Add anyway',
          cancelLabel: 'Don’t add',
          danger: false,
        });
        if (confirmed) return add(v, true);
        return;
      }
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  };
  const submit = form.onSubmit((v) => add(v, false));
  return (
    <PopupModal opened={opened} onClose={onClose} form={form} title={<Text fw={700}>Add a participant</Text>}>
      <form onSubmit={submit} noValidate aria-label="Add participant">
        <Stack gap="sm">
          <TextInputField label="Name" required {...form.getInputProps('name')} key={form.key('name')} />
          <TextInputField
            label="Email"
            type="email"
            required
            {...form.getInputProps('email')}
            key={form.key('email')}
          />
          <Switch
            label="Pays for the clinic"
            {...form.getInputProps('paying', { type: 'checkbox' })}
            key={form.key('paying')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={join.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
