import { Button, Group, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { eventRateSchema, type ClubDetail, type EventRateInput } from '@rally/domain';
import { confirmThenRun } from '../../../components/confirm-action';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { PopupModal } from '../../../components/popup-modal';
import { RowActions } from '../../../components/row-actions';
import { SelectField } from '../../../components/select-field';
import { useRecordForm } from '../../../components/use-record-form';
import { useDeleteRate, useSaveRate, type EventDetail, type EventRateRecord } from '../api/events.api';
import { money } from '../clinic-format';
import { useClubFormat } from '../../../lib/format';
import { stackedTable } from '../../../components/stacked-table';

// Prices by membership type (spec 3 §3 event membership type rate): all members, non-members, or
// one membership type (never with either), each with its whole-clinic and one-session price.

type Values = {
  who: string;
  all_sessions_price: number | string | null;
  single_session_price: number | string | null;
  can_join_single_session: boolean;
  refund: boolean;
  refund_club_cancel: boolean;
};

const whoOf = (r: EventRateRecord | null) =>
  !r ? '' : r.all_members ? 'all' : r.non_members ? 'non' : `type:${r.membership_type}`;
const valuesOf = (r: EventRateRecord | null): Values => ({
  who: whoOf(r),
  all_sessions_price:
    r?.all_sessions_price === null || r?.all_sessions_price === undefined ? null : Number(r.all_sessions_price),
  single_session_price:
    r?.single_session_price === null || r?.single_session_price === undefined ? null : Number(r.single_session_price),
  can_join_single_session: r?.can_join_single_session ?? false,
  refund: r?.refund ?? true,
  refund_club_cancel: r?.refund_club_cancel ?? true,
});
const blank = (v: number | string | null) => (v === '' ? null : v);
const toInput = (event: number, v: Values): EventRateInput => ({
  event,
  all_members: v.who === 'all',
  non_members: v.who === 'non',
  membership_type: v.who.startsWith('type:') ? Number(v.who.slice(5)) : null,
  all_sessions_price: blank(v.all_sessions_price) as number | null,
  single_session_price: blank(v.single_session_price) as number | null,
  can_join_single_session: v.can_join_single_session,
  refund: v.refund,
  refund_club_cancel: v.refund_club_cancel,
});

/** Which refunds a rate gives (spec 3 §3: refund on withdrawing, refund_club_cancel when the club cancels). */
const refundsText = (r: EventRateRecord) =>
  r.refund && r.refund_club_cancel
    ? 'Per the terms'
    : r.refund
      ? 'None if the club cancels'
      : r.refund_club_cancel
        ? 'None on withdrawing'
        : 'None';

/** The clinic page's "Prices by membership type": the rates with add, edit and remove. */
export function RatesPanel({ club, event, readOnly }: { club: ClubDetail; event: EventDetail; readOnly: boolean }) {
  const fmt = useClubFormat(club);
  const [editing, setEditing] = useState<{ rate: EventRateRecord | null } | null>(null);
  const remove = useDeleteRate(club.id);
  const typeName = (id: number | null) => club.membership_type_set.find((t) => t.id === id)?.name ?? 'Membership type';
  const label = (r: EventRateRecord) =>
    r.all_members ? 'All members' : r.non_members ? 'Non-members' : typeName(r.membership_type);
  const drop = (r: EventRateRecord) =>
    confirmThenRun(
      {
        title: `Remove the rate for ${label(r)}?`,
        message: 'They pay the clinic’s own member or non-member prices from then on.',
        confirmLabel: 'Remove rate',
      },
      () => remove.mutateAsync(r.id),
      'Rate removed',
    );
  const rates = event.membershiptype_rate_set;
  return (
    <Stack gap="sm" component="section" aria-labelledby="clinic-rates">
      <Group justify="space-between">
        <Title order={3} size="h4" id="clinic-rates">
          Prices by membership type
        </Title>
        {!readOnly && (
          <Button size="xs" variant="default" onClick={() => setEditing({ rate: null })}>
            Add rate
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md">
        {rates.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            No rates: members and non-members pay the clinic’s prices. Add a rate to price a membership type
            differently.
          </Text>
        ) : (
          <Table.ScrollContainer className={stackedTable} minWidth={560}>
            <Table verticalSpacing="xs" aria-label="Membership type rates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Whole clinic</Table.Th>
                  <Table.Th>One session</Table.Th>
                  <Table.Th>Refunds</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td data-label="Who">{label(r)}</Table.Td>
                    <Table.Td data-label="Whole clinic">
                      {money(r.all_sessions_price, { ...fmt, currency: event.currency_code })}
                    </Table.Td>
                    <Table.Td data-label="One session">
                      {r.can_join_single_session
                        ? money(r.single_session_price, { ...fmt, currency: event.currency_code })
                        : 'Whole clinic only'}
                    </Table.Td>
                    <Table.Td data-label="Refunds">{refundsText(r)}</Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <RowActions
                          actions={[
                            {
                              text: 'Edit',
                              label: `Edit the rate for ${label(r)}`,
                              onClick: () => setEditing({ rate: r }),
                            },
                            {
                              text: 'Remove',
                              label: `Remove the rate for ${label(r)}`,
                              danger: true,
                              onClick: () => drop(r),
                            },
                          ]}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <RateDialog
        club={club}
        event={event}
        rate={editing?.rate ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function RateDialog({
  club,
  event,
  rate,
  opened,
  onClose,
}: {
  club: ClubDetail;
  event: EventDetail;
  rate: EventRateRecord | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveRate(club.id);
  const form = useRecordForm({
    record: rate,
    valuesOf,
    opened,
    validate: (v) => ({
      ...zodFormResolver(eventRateSchema)(toInput(event.id, v)),
      ...(v.who ? {} : { who: 'Choose who this rate is for' }),
    }),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({ id: rate?.id ?? null, values: toInput(event.id, v) });
      notifySuccess('Rate saved');
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const whoData = [
    { value: 'all', label: 'All members' },
    { value: 'non', label: 'Non-members' },
    ...club.membership_type_set.map((t) => ({ value: `type:${t.id}`, label: t.name })),
  ];
  const numField = (name: 'all_sessions_price' | 'single_session_price') => {
    const props = form.getInputProps(name);
    return { key: form.key(name), ...props, value: (props.value ?? '') as number | string };
  };
  return (
    <PopupModal
      opened={opened}
      onClose={onClose}
      form={form}
      title={<Text fw={700}>{rate ? 'Edit rate' : 'Add a rate'}</Text>}
    >
      <form onSubmit={submit} noValidate aria-label="Membership type rate">
        <Stack gap="sm">
          <SelectField label="Who" required data={whoData} key={form.key('who')} {...form.getInputProps('who')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              label={`Whole clinic (${event.currency_code})`}
              decimalScale={2}
              {...numField('all_sessions_price')}
            />
            <NumberField
              label={`One session (${event.currency_code})`}
              decimalScale={2}
              {...numField('single_session_price')}
            />
          </SimpleGrid>
          <Switch
            label="May join single sessions"
            key={form.key('can_join_single_session')}
            {...form.getInputProps('can_join_single_session', { type: 'checkbox' })}
          />
          <Switch
            label="Refund when they withdraw (per the terms)"
            key={form.key('refund')}
            {...form.getInputProps('refund', { type: 'checkbox' })}
          />
          <Switch
            label="Refund when the club cancels (per the terms)"
            key={form.key('refund_club_cancel')}
            {...form.getInputProps('refund_club_cancel', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save rate
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
