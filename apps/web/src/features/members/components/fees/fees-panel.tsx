import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  exportToasts,
  feeStateHelp,
  feeStateLabels,
  feeStates,
  owingFeeStates,
  formatAmount,
  formatDate,
  type ClubDetail,
  type MoneyFormat,
  type FeeState,
  type MemberFee,
} from '@rally/domain';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState, TableSkeleton } from '../../../../components/data-states';
import { stackedTable } from '../../../../components/stacked-table';
import { EmptyState } from '../../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { useMembershipFees, useSendFeeReminders } from '../../api/membership-fees.api';
import { downloadText } from '../../../../lib/download';
import { useClubFormat } from '../../../../lib/format';
import { ChargeCardModal } from './charge-card-modal';
import { feesCsv } from './fees-csv';
import { RecordPaymentModal } from './record-payment-modal';

type Filter = FeeState | 'all';
const FEES_PAGE_SIZE = 25;
// Light badges with the darkest shade as text: readable on the table's striped rows too.
const stateColour: Record<FeeState, string> = {
  paid: 'court',
  due: 'ball',
  overdue: 'red',
  upcoming: 'blue',
  unpaid: 'gray',
  lapsed: 'gray',
};
const cycleLabel = { A: 'Yearly', M: 'Monthly' } as const;
const money = (amount: string, fmt: MoneyFormat) => (amount ? formatAmount(amount, fmt) : '—');

/** Members › Fees (AGENT, MEMBERSHIP_FEES): paid, due this month, overdue, renewing soon; record cash or cheque, remind, export. */
export function FeesPanel({ club }: { club: ClubDetail }) {
  const fees = useMembershipFees(club.id);
  const fmt = useClubFormat(club);
  const remind = useSendFeeReminders(club.id);
  const [filter, setFilter] = useState<Filter>('all');
  const [paying, setPaying] = useState<MemberFee | null>(null);
  const [charging, setCharging] = useState<MemberFee | null>(null);
  const [page, setPage] = useState(1);

  const sendReminders = async (members?: number[]) => {
    try {
      const { sent, without_email } = await remind.mutateAsync(members);
      notifySuccess(
        `${sent} reminder${sent === 1 ? '' : 's'} sent${without_email.length ? `; ${without_email.length} overdue member${without_email.length === 1 ? ' has' : 's have'} no e-mail address` : ''}`,
      );
    } catch (error) {
      notifyError(error);
    }
  };
  const exportCsv = (rows: MemberFee[]) => {
    try {
      downloadText(feesCsv(rows), `membership-fees-${fees.data?.today ?? 'today'}.csv`);
      notifySuccess(exportToasts.success);
    } catch {
      notifyError(exportToasts.failure);
    }
  };

  if (fees.isError)
    return (
      <ErrorState
        title="We couldn't load the membership fees"
        error={fees.error}
        onRetry={() => fees.refetch()}
        isRetrying={fees.isFetching}
      />
    );
  if (fees.isPending) return <TableSkeleton rows={8} columns={6} label="Loading the membership fees" />;
  const { totals, results } = fees.data;
  const rows = filter === 'all' ? results : results.filter((r) => r.state === filter);
  const pages = Math.max(1, Math.ceil(rows.length / FEES_PAGE_SIZE));
  const shown = rows.slice((Math.min(page, pages) - 1) * FEES_PAGE_SIZE, Math.min(page, pages) * FEES_PAGE_SIZE);
  const summary: FeeState[] = ['paid', 'due', 'overdue', 'upcoming'];
  const explained = (['overdue', 'lapsed'] as const).filter((state) => shown.some((r) => r.state === state));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {summary.map((state) => (
          <Card key={state} withBorder radius="md" padding="md" component="section" aria-label={feeStateLabels[state]}>
            <Text size="sm" c="gray.8">
              {feeStateLabels[state]}
            </Text>
            <Text fz={24} fw={700}>
              {totals[state].count}
            </Text>
            <Text size="sm" c="gray.8">
              {money(totals[state].amount, fmt)}
            </Text>
            {state === 'overdue' && (
              <Text size="xs" c="gray.8" mt={4}>
                {feeStateHelp.overdue}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label="Show"
          w={220}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value as Filter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: `All (${results.length})` },
            ...feeStates.map((s) => ({ value: s, label: `${feeStateLabels[s]} (${totals[s].count})` })),
          ]}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            disabled={totals.overdue.count === 0}
            loading={remind.isPending}
            onClick={() => sendReminders()}
          >
            Remind all overdue
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={rows.length === 0}
            onClick={() => exportCsv(rows)}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {/* What Overdue and Lapsed mean, above the rows that show them (issue 27). */}
      {explained.length > 0 && (
        <Stack gap={2} component="section" aria-label="What the states mean">
          {explained.map((state) => (
            <Text key={state} size="sm" c="gray.8">
              <Text span fw={600} inherit>
                {feeStateLabels[state]}:
              </Text>{' '}
              {feeStateHelp[state]}
            </Text>
          ))}
        </Stack>
      )}
      {rows.length === 0 ? (
        <EmptyState
          title={
            results.length === 0
              ? 'No memberships yet'
              : `No members are ${feeStateLabels[filter as FeeState]?.toLowerCase() ?? 'here'}`
          }
          description={
            results.length === 0
              ? 'Give members a membership type and billing cycle in the member list; their fees show here.'
              : 'Choose another view above.'
          }
        />
      ) : (
        <Card withBorder radius="md" p={0}>
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Membership fees table, scrollable">
            <Table striped verticalSpacing="sm" miw={820} aria-label="Membership fees" className={stackedTable}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Member</Table.Th>
                  <Table.Th scope="col">Membership</Table.Th>
                  <Table.Th scope="col">Expires</Table.Th>
                  <Table.Th scope="col">State</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                  <Table.Th scope="col">Last paid</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((r) => (
                  <Table.Tr key={r.member}>
                    <Table.Td data-label="Member">
                      <Text size="sm" fw={600}>
                        {r.name}
                      </Text>
                      <Text size="xs" c="gray.8">
                        {r.email || 'No e-mail'}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="Membership">
                      <Text size="sm">{r.membership_type_name}</Text>
                      <Text size="xs" c="gray.8">
                        {r.billing_cycle ? cycleLabel[r.billing_cycle] : 'No billing cycle'}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="Expires">{r.expires ? formatDate(r.expires, fmt) : '—'}</Table.Td>
                    <Table.Td data-label="State">
                      {/* The theme gives each colour's light badge its readable text (ball's own shade 9 was 3.56:1). */}
                      <Badge color={stateColour[r.state]} variant="light">
                        {feeStateLabels[r.state]}
                      </Badge>
                      {r.days_overdue > 0 && (
                        <Text size="xs" c="red.9">
                          {r.days_overdue} day{r.days_overdue === 1 ? '' : 's'} overdue
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-label="Amount" ta="right">
                      {money(r.amount, { ...fmt, currency: r.currency })}
                      {r.period_start && r.period_end && (
                        <Text size="xs" c="gray.8">
                          {formatDate(r.period_start, fmt, { year: false })} – {formatDate(r.period_end, fmt)}
                          {r.prorated ? ', prorated' : ''}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-label="Last paid">
                      {r.last_paid ? formatDate(r.last_paid, fmt) : 'None recorded'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {r.state === 'overdue' && r.email && (
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => sendReminders([r.member])}
                            aria-label={`Send reminder to ${r.name}`}
                          >
                            Send reminder
                          </Button>
                        )}
                        {owingFeeStates.includes(r.state) && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setPaying(r)}
                            disabled={!r.amount || !r.billing_cycle}
                            aria-label={`Record payment by ${r.name}`}
                          >
                            Record payment
                          </Button>
                        )}
                        {r.has_account && (
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => setCharging(r)}
                            aria-label={`Charge card of ${r.name}`}
                          >
                            Charge card
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {pages > 1 && (
            <Group justify="space-between" p="md" gap="sm">
              <Text size="sm" c="gray.8">
                {rows.length} members
              </Text>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            </Group>
          )}
        </Card>
      )}
      <RecordPaymentModal clubId={club.id} fmt={fmt} fee={paying} onClose={() => setPaying(null)} />
      <ChargeCardModal clubId={club.id} fmt={fmt} fee={charging} onClose={() => setCharging(null)} />
    </Stack>
  );
}
