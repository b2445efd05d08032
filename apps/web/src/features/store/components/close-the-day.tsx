import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  fromMinor,
  paymentMethodLabels,
  toMinor,
  type CashUp,
  type CashUpLine,
  type ClubDetail,
  type ClubFormat,
} from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { applyServerErrors } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { TextAreaField } from '../../../components/text-area';
import { useClubFormat } from '../../../lib/format';
import { useCashUpReport, useCloseTillDay } from '../api/cash-up.api';
import { useCurrentTill } from '../use-current-till';
import { CashUpList } from './cash-up-list';

// Club Store › Close the day (issue 30, docs/cash-up.md): this till's Z report for today (the
// club's today, as the server says), the cash counted in the drawer with a note when it differs,
// a confirmation, and the past cash-ups below.

/** A payment method's name; a code another area adds shows as it is until it has one. */
export const methodLabel = (code: string) => paymentMethodLabels[code as keyof typeof paymentMethodLabels] ?? code;

export function CloseTheDay({ club }: { club: ClubDetail }) {
  const fmt = useClubFormat(club);
  const { tills, inUse, till, choose } = useCurrentTill(club.id);
  const report = useCashUpReport(club.id, till?.id ?? null);

  let body;
  if (tills.isError)
    body = <ErrorState title="We couldn't load the tills" error={tills.error} onRetry={() => tills.refetch()} />;
  else if (tills.isPending) body = <Skeleton h={320} radius="md" />;
  else if (!till)
    body = (
      <EmptyState
        title="No tills yet"
        description="Add the club's tills in Settings: each till counts its own cash at the end of the day."
      />
    );
  else if (report.isError)
    body = (
      <ErrorState title="We couldn't load the day's figures" error={report.error} onRetry={() => report.refetch()} />
    );
  else if (report.isPending) body = <Skeleton h={320} radius="md" />;
  else body = <ZReport club={club} fmt={fmt} report={report.data} />;

  return (
    <Stack gap="lg" maw={720}>
      {inUse.length > 1 && till && (
        <Select
          label="Till"
          data={inUse.map((t) => ({ value: String(t.id), label: t.name }))}
          value={String(till.id)}
          onChange={(v) => v && choose(Number(v))}
          allowDeselect={false}
          maw={320}
        />
      )}
      {body}
      <CashUpList club={club} />
    </Stack>
  );
}

function FigureRows({ title, lines, fmt }: { title: string; lines: CashUpLine[]; fmt: ClubFormat }) {
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={3}>{title}</Table.Th>
      </Table.Tr>
      {lines.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={3} c="dimmed">
            None
          </Table.Td>
        </Table.Tr>
      ) : (
        lines.map((l) => (
          <Table.Tr key={l.method}>
            <Table.Td>{methodLabel(l.method)}</Table.Td>
            <Table.Td ta="right">{l.count}</Table.Td>
            <Table.Td ta="right">{formatAmount(l.amount, fmt)}</Table.Td>
          </Table.Tr>
        ))
      )}
    </>
  );
}

/** The Z report of a till's day, and the count that closes it (or, once closed, what was counted). */
function ZReport({ club, fmt, report }: { club: ClubDetail; fmt: ClubFormat; report: CashUp }) {
  const money = (amount: string | null) => formatAmount(amount ?? '0', fmt);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {report.till_name}, {formatDate(report.day, fmt, { weekday: true })}
        </Title>
        <Table aria-label="Z report" verticalSpacing={4}>
          <Table.Tbody>
            <FigureRows title="Sales" lines={report.sales} fmt={fmt} />
            <FigureRows title="Refunds" lines={report.refunds} fmt={fmt} />
            <Table.Tr>
              <Table.Td colSpan={2}>Opening float</Table.Td>
              <Table.Td ta="right">{money(report.opening_float)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th colSpan={2}>Expected cash in the drawer</Table.Th>
              <Table.Th ta="right" data-testid="expected-cash">
                {money(report.expected_cash)}
              </Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          Expected cash is the float, plus cash sales, less cash refunds. Refunds count on the day they are made.
        </Text>
        {report.closed ? (
          <Alert color={report.difference === '0.00' ? 'teal' : 'yellow'} title="This day is closed">
            <Stack gap={4}>
              <Text size="sm">
                Counted {money(report.counted_cash)}, difference {money(report.difference)}.
              </Text>
              {report.note && <Text size="sm">Note: {report.note}</Text>}
              <Text size="sm" c="dimmed">
                Closed by {report.closed_by_name || 'staff'} at {formatDateTime(report.closed_at ?? '', fmt)}. Sales at
                this till for the day can no longer change.
              </Text>
            </Stack>
          </Alert>
        ) : (
          <CountForm club={club} fmt={fmt} report={report} />
        )}
      </Stack>
    </Paper>
  );
}

function CountForm({ club, fmt, report }: { club: ClubDetail; fmt: ClubFormat; report: CashUp }) {
  const close = useCloseTillDay(club.id);
  const form = useForm<{ counted_cash: number | string; note: string }>({
    mode: 'controlled',
    initialValues: { counted_cash: '', note: '' },
  });
  const counted = form.values.counted_cash === '' ? null : toMinor(form.values.counted_cash, report.currency);
  const expected = toMinor(report.expected_cash, report.currency) ?? 0;
  const difference = counted === null ? null : counted - expected;
  const money = (minor: number) => formatAmount(fromMinor(minor, report.currency), fmt);

  const submit = form.onSubmit(async (v) => {
    if (counted === null) return form.setFieldError('counted_cash', 'Enter the cash counted in the drawer');
    if (difference !== 0 && !v.note.trim())
      return form.setFieldError('note', 'Say why the counted cash differs from the expected cash.');
    const confirmed = await confirmAction({
      title: `Close ${report.till_name} for the day?`,
      message: `Counted ${money(counted)} against ${money(expected)} expected. Once closed, no more sales can be made at this till today; a refund made later counts on the day it is made.`,
      confirmLabel: 'Close the day',
      danger: false,
    });
    if (!confirmed) return;
    try {
      await close.mutateAsync({
        club: club.id,
        till: report.till,
        day: report.day,
        counted_cash: Number(v.counted_cash),
        note: v.note,
      });
      notifySuccess(`${report.till_name} is closed for the day`);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Count the cash">
      <Stack gap="sm">
        <NumberField
          label="Counted cash"
          description="All the cash in the drawer, the float included"
          decimalScale={2}
          min={0}
          {...form.getInputProps('counted_cash')}
        />
        {difference !== null && (
          <Text size="sm" fw={600} c={difference === 0 ? 'teal.9' : 'red.9'} data-testid="cash-difference">
            {difference === 0
              ? 'The count matches the expected cash.'
              : `Difference: ${money(difference)} (${difference < 0 ? 'short' : 'over'})`}
          </Text>
        )}
        <TextAreaField
          label="Note"
          description="Required when the count differs from the expected cash"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={close.isPending}>
            Close the day
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
