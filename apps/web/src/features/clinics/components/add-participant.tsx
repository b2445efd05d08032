import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { joinEventSchema, personOptionLabel, type ClubDetail, type EventPerson } from '@rally/domain';
import { useState } from 'react';
import { TokenInput, type Token } from '../../../components/token-input';
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
type Who = 'member' | 'other';

/** A register search answer as a pick: the one picker label (name, number, e-mail) and the kind they join as. */
const personToken = (row: unknown): Token => {
  const p = row as EventPerson;
  return { value: String(p.id), label: personOptionLabel(p) };
};

/**
 * Staff add someone to the whole clinic: a member of the register picked by search (their standing
 * prices the place, issue 27), or a non-member by name and e-mail (a player's validated e-mail makes
 * them that player); a non-paying participant is sent with price 0. A level outside the clinic's
 * levels is confirmed first.
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
  const [who, setWho] = useState<Who>('member');
  const [picked, setPicked] = useState<Token[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const form = useRecordForm<Values, null>({
    record: null,
    valuesOf: () => ({ name: '', email: '', paying: true }),
    opened,
    validate: (v) => {
      if (who === 'member') return {};
      const errors = zodFormResolver(joinEventSchema)(v);
      return {
        ...errors,
        ...(v.name.trim() ? {} : { name: 'Name is required' }),
        ...(v.email.trim() ? {} : { email: 'Email is required' }),
      };
    },
  });
  const add = async (v: Values, levelOverride: boolean): Promise<void> => {
    const member = who === 'member' ? (picked[0] ?? null) : null;
    if (who === 'member' && !member) {
      setPickError('Choose a member of the register');
      return;
    }
    const body = member
      ? { member: Number(member.value), paying: v.paying }
      : { name: v.name, email: v.email, paying: v.paying };
    const shown = member ? member.label.replace(/ \(.*$/, '') : v.name;
    try {
      const p = await join.mutateAsync({ id: event.id, ...body, level_override: levelOverride });
      notifySuccess(`${p.name} added`);
      setPicked([]);
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
          title: `Add ${shown} anyway?`,
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
          <SegmentedControl
            aria-label="Who joins"
            value={who}
            onChange={(v) => setWho(v as Who)}
            data={[
              { value: 'member', label: 'A member of the club' },
              { value: 'other', label: 'Someone else' },
            ]}
          />
          {who === 'member' && picked[0] ? (
            // One member picked: shown in words, with a way to pick another.
            <Group justify="space-between" gap="xs" wrap="nowrap" aria-label="Member" role="group">
              <Text size="sm" fw={600}>
                {picked[0].label}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setPicked([])}>
                Change
              </Button>
            </Group>
          ) : who === 'member' ? (
            <TokenInput
              label="Member"
              required
              placeholder="Search the register by name, number or e-mail"
              searchUrl={`eventperson/?club=${club.id}`}
              toToken={personToken}
              value={picked}
              onChange={(tokens) => {
                setPicked(tokens.slice(-1));
                setPickError(null);
              }}
              error={pickError}
              nothingFoundMessage="No member by that name or number"
            />
          ) : (
            <>
              <TextInputField label="Name" required {...form.getInputProps('name')} key={form.key('name')} />
              <TextInputField
                label="Email"
                type="email"
                required
                description="Someone not on the register joins as a non-member"
                {...form.getInputProps('email')}
                key={form.key('email')}
              />
            </>
          )}
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
