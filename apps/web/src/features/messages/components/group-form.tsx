import { MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  EVENT_TYPES,
  formatDate,
  messageGroupSchema,
  messageGroupTypeLabels,
  type ClubDetail,
  type GroupClinic,
  type MessageGroupInput,
  type MessageGroupRecord,
  type MessageGroupType,
  personOptionLabel,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { FormPanel } from '../../../components/form-panel';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useChosenMembers, useGroupClinics, usePickableMembers, useSaveMessageGroup } from '../api/messages.api';
import { useClubFormatOf } from '../../../lib/dashboard';

type Values = {
  name: string;
  ttype: MessageGroupType;
  allow_response: boolean;
  membership_type_set: string[];
  player_set: string[];
  clinic: string | null;
};

const valuesOf = (g: MessageGroupRecord | null): Values => ({
  name: g?.name ?? '',
  ttype: g?.ttype ?? 'D',
  allow_response: g?.allow_response ?? true,
  membership_type_set: (g?.membership_type_set ?? []).map(String),
  player_set: (g?.player_set ?? []).map(String),
  clinic: g?.clinic ? String(g.clinic) : null,
});
const toInput = (v: Values): MessageGroupInput => ({
  name: v.name,
  ttype: v.ttype,
  allow_response: v.allow_response,
  membership_type_set: v.ttype === 'M' ? v.membership_type_set.map(Number) : [],
  player_set: v.ttype === 'P' ? v.player_set.map(Number) : [],
  clinic: v.ttype === 'C' && v.clinic ? Number(v.clinic) : null,
});

/** Members to choose for a custom group: the chosen ones by id, and 25 matches of what is typed. */
function MemberPicker({
  clubId,
  value,
  onChange,
  error,
}: {
  clubId: number;
  value: string[];
  onChange: (v: string[]) => void;
  error?: React.ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const chosen = useChosenMembers(clubId, value);
  const found = usePickableMembers(clubId, debounced);
  const options = new Map<string, string>();
  for (const m of [...(chosen.data ?? []), ...(found.data ?? [])]) options.set(String(m.id), personOptionLabel(m));
  for (const id of value) if (!options.has(id)) options.set(id, `Member ${id}`);
  return (
    <MultiSelect
      label="Members"
      placeholder="Type a name or e-mail"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={[...options].map(([v, label]) => ({ value: v, label }))}
      value={value}
      onChange={onChange}
      error={error}
      nothingFoundMessage={debounced.trim().length < 2 ? 'Type at least 2 letters' : 'No member matches'}
    />
  );
}

/** The clinic of a clinic group: the club's clinics (Messages staff may not open Clinics: the messages area lists them). */
function ClinicPicker({
  clubId,
  error,
  ...input
}: {
  clubId: number;
  value: string | null;
  onChange: (v: string | null) => void;
  error?: React.ReactNode;
}) {
  const clinics = useGroupClinics(clubId);
  const fmt = useClubFormatOf(clubId);
  const label = (c: GroupClinic) =>
    `${c.name} · ${EVENT_TYPES[c.ttype as keyof typeof EVENT_TYPES] ?? 'Event'}${c.start_date ? ` from ${formatDate(c.start_date, fmt)}` : ''}`;
  return (
    <SelectField
      label="Clinic"
      required
      searchable
      placeholder={clinics.isPending ? 'Loading clinics…' : 'Choose a clinic'}
      data={(clinics.data ?? []).map((c) => ({ value: String(c.id), label: label(c) }))}
      nothingFoundMessage={clinics.isError ? 'The clinics could not be loaded' : 'The club has no clinics yet'}
      error={error}
      {...input}
    />
  );
}

/** Adds or edits a message group: who it reaches (ttype and its set) and whether members may reply. */
export function GroupForm({
  club,
  group,
  opened,
  onClose,
}: {
  club: ClubDetail;
  group: MessageGroupRecord | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveMessageGroup(club.id);
  const form = useRecordForm<Values, MessageGroupRecord | null>({
    record: group,
    valuesOf,
    opened,
    validate: (values: Values) => zodFormResolver(messageGroupSchema)(toInput(values)),
  });
  const ttype = form.getValues().ttype;
  form.watch('ttype', () => undefined);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: group?.id, values: toInput(values) });
      notifySuccess(group ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  const typeOptions = (['D', 'M', 'P', 'C'] as const).map((t) => ({ value: t, label: messageGroupTypeLabels[t] }));

  return (
    <FormPanel
      id="message-group-form"
      opened={opened}
      onClose={onClose}
      form={form}
      size="md"
      title={group ? `Edit ${group.name}` : 'Add a message group'}
      label={group ? 'Edit message group' : 'Add message group'}
      submitLabel={group ? 'Save group' : 'Add group'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInputField label="Name" required key={form.key('name')} {...form.getInputProps('name')} />
        <SelectField
          label="Who it reaches"
          required
          data={typeOptions}
          allowDeselect={false}
          key={form.key('ttype')}
          {...form.getInputProps('ttype')}
        />
        <Text size="xs" c="dimmed">
          {ttype === 'D' && 'Every current member of the club, as the register changes.'}
          {ttype === 'M' && 'Every current member holding one of these memberships, as the register changes.'}
          {ttype === 'P' && 'The members you choose.'}
          {ttype === 'C' && "The clinic's participants, as they join and withdraw."}
        </Text>
        {ttype === 'M' && (
          <MultiSelect
            label="Membership types"
            required
            placeholder="Choose memberships"
            data={club.membership_type_set.map((t) => ({ value: String(t.id), label: t.name }))}
            key={form.key('membership_type_set')}
            {...form.getInputProps('membership_type_set')}
          />
        )}
        {ttype === 'P' && (
          <MemberPicker
            clubId={club.id}
            value={form.getValues().player_set}
            onChange={(v) => form.setFieldValue('player_set', v)}
            error={form.errors.player_set}
          />
        )}
        {ttype === 'C' && (
          <ClinicPicker
            clubId={club.id}
            value={form.getValues().clinic}
            onChange={(v) => form.setFieldValue('clinic', v)}
            error={form.errors.clinic}
          />
        )}
        <Switch
          label="Members may reply"
          key={form.key('allow_response')}
          {...form.getInputProps('allow_response', { type: 'checkbox' })}
        />
      </Stack>
    </FormPanel>
  );
}
