import { Button, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { EVENT_GENDERS, editEventParticipantSchema, editEventSessionSchema, type ClubDetail } from '@rally/domain';
import { DatePickerField } from '../../../components/date-picker-field';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useClubCourts, useCoaches, useEditSession, type EventSession, type Participant } from '../api/events.api';
import { useEditParticipant } from '../api/participants.api';
import { sessionText } from '../clinic-format';
import { useClubFormat } from '../../../lib/format';

// The clinic page's edit dialogs (spec 3 §7): a participant's details, and a session's times,
// courts and coaches.

type ParticipantValues = {
  name: string;
  email: string;
  number: string;
  gender: string;
  dob: string | null;
  notes: string;
};
const participantValues = (p: Participant | null): ParticipantValues => ({
  name: p?.name ?? '',
  email: p?.email ?? '',
  number: p?.number ?? '',
  gender: p?.gender ?? 'U',
  dob: p?.dob ?? null,
  notes: p?.notes ?? '',
});
const thirtyYearsAgo = () => `${new Date().getFullYear() - 30}-01-01`;
const genderData = Object.entries(EVENT_GENDERS).map(([value, label]) => ({ value, label }));

/** Edit a participant: name, e-mail, phone number, gender, date of birth, notes. */
export function EditParticipant({
  club,
  participant,
  onClose,
}: {
  club: ClubDetail;
  participant: Participant | null;
  onClose: () => void;
}) {
  const edit = useEditParticipant(club.id);
  const opened = participant !== null;
  const form = useRecordForm({
    record: participant,
    valuesOf: participantValues,
    opened,
    validate: zodFormResolver(editEventParticipantSchema),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await edit.mutateAsync({ id: participant!.id, ...v, dob: v.dob ?? null });
      notifySuccess(`${saved.name || 'Participant'} saved`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const field = (name: keyof ParticipantValues) => ({ key: form.key(name), ...form.getInputProps(name) });
  return (
    <PopupModal
      opened={opened}
      onClose={onClose}
      form={form}
      title={<Text fw={700}>Edit {participant?.name || 'participant'}</Text>}
    >
      <form onSubmit={submit} noValidate aria-label="Edit participant">
        <Stack gap="sm">
          <TextInputField label="Name" {...field('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInputField label="Email" type="email" {...field('email')} />
            <TextInputField label="Phone number" {...field('number')} />
            <SelectField label="Gender" data={genderData} {...field('gender')} />
            <DatePickerField
              label="Date of birth"
              clearable
              region={club.country}
              openOn={thirtyYearsAgo()}
              openLevel="decade"
              {...field('dob')}
            />
          </SimpleGrid>
          <TextAreaField label="Notes" autosize minRows={2} {...field('notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}

type SessionValues = { start: string; end: string; court_set: string[]; coach_set: string[] };
const sessionValues = (s: EventSession | null): SessionValues => ({
  start: s?.start ?? '',
  end: s?.end ?? '',
  court_set: (s?.courts ?? []).map(String),
  coach_set: (s?.coaches ?? []).map(String),
});
const toSession = (v: SessionValues) => ({
  start: v.start,
  end: v.end,
  court_set: v.court_set.map(Number),
  coach_set: v.coach_set.map(Number),
});

/** Edit a session: its start and end (the club's time), courts and coaches; a booked session is booked again. */
export function EditSession({
  club,
  session,
  onClose,
}: {
  club: ClubDetail;
  session: EventSession | null;
  onClose: () => void;
}) {
  const fmt = useClubFormat(club);
  const edit = useEditSession(club.id);
  const courts = useClubCourts(club.id);
  const coaches = useCoaches(club.id);
  const opened = session !== null;
  const form = useRecordForm({
    record: session,
    valuesOf: sessionValues,
    opened,
    validate: (v) => zodFormResolver(editEventSessionSchema)(toSession(v)),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await edit.mutateAsync({ id: session!.id, ...toSession(v) });
      notifySuccess('Session saved');
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const field = (name: keyof SessionValues) => ({ key: form.key(name), ...form.getInputProps(name) });
  return (
    <PopupModal
      opened={opened}
      onClose={onClose}
      form={form}
      title={<Text fw={700}>{session ? `Edit session ${session.number}` : 'Edit session'}</Text>}
    >
      <form onSubmit={submit} noValidate aria-label="Edit session">
        <Stack gap="sm">
          {session && (
            <Text size="sm" c="dimmed">
              Now {sessionText(session.start, session.end, fmt)}
              {session.booked ? '; its court booking moves with it' : ''}.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Start" type="datetime-local" {...field('start')} />
            <TextInput label="End" type="datetime-local" {...field('end')} />
          </SimpleGrid>
          <MultiSelect
            label="Courts"
            placeholder="Choose courts"
            data={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...field('court_set')}
          />
          <MultiSelect
            label="Coaches"
            placeholder="Choose coaches"
            data={(coaches.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.full_name }))}
            {...field('coach_set')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save session
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
