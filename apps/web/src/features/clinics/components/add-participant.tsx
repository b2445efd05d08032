import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { joinEventSchema, type ClubDetail } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useJoinEvent, type EventDetail } from '../api/events.api';

type Values = { name: string; email: string; paying: boolean };

/** Staff add someone to the whole clinic by name and e-mail; a non-paying participant is sent with price 0. */
export function AddParticipant({ club, event, opened, onClose }: { club: ClubDetail; event: EventDetail; opened: boolean; onClose: () => void }) {
  const join = useJoinEvent(club.id);
  const form = useRecordForm<Values, null>({
    record: null,
    valuesOf: () => ({ name: '', email: '', paying: true }),
    opened,
    validate: (v) => {
      const errors = zodFormResolver(joinEventSchema)(v);
      return { ...errors, ...(v.name.trim() ? {} : { name: 'Name is required' }), ...(v.email.trim() ? {} : { email: 'Email is required' }) };
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const p = await join.mutateAsync({ id: event.id, ...v });
      notifySuccess(`${p.name} added`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <PopupModal opened={opened} onClose={onClose} form={form} title={<Text fw={700}>Add a participant</Text>}>
      <form onSubmit={submit} noValidate aria-label="Add participant">
        <Stack gap="sm">
          <TextInputField label="Name" required {...form.getInputProps('name')} key={form.key('name')} />
          <TextInputField label="Email" type="email" required {...form.getInputProps('email')} key={form.key('email')} />
          <Switch label="Pays for the clinic" {...form.getInputProps('paying', { type: 'checkbox' })} key={form.key('paying')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={join.isPending}>Add</Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
