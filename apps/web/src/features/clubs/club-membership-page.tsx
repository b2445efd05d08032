import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { paymentMethodLabels, type MembershipOffer, type MyMembership } from '@rally/domain';
import { IconArrowLeft, IconCreditCard, IconId } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifyError, notifySuccess } from '../../components/notify';
import { failureText } from '../../lib/api';
import { parseClubId } from '../../lib/dashboard';
import { usePageTitle } from '../../lib/page-title';
import { useCancelRenewal, useMembershipOffer, usePayMembership, useSetAutoRenew } from './api/club-membership.api';
import { JoinForm } from './components/join-membership-form';
import {
  chargeStatusLabels,
  confirmWithBank,
  cycleLabels,
  statusLabels,
  useMembershipFormat,
} from './components/membership-helpers';
import { stackedTable } from '../../components/stacked-table';

// /clubs/membership?clubId=N (issue 11): a player buys a membership of the club by card, sees it
// (type, expiry, next charge, receipts), pays an overdue renewal and cancels renewal.

export default function ClubMembershipPage() {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  usePageTitle('Membership');
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Anchor component={Link} to={clubId ? `/clubs/details?clubId=${clubId}` : '/clubs'} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Back to the club
        </Group>
      </Anchor>
      {clubId === null ? (
        <EmptyState title="No club chosen" description="Open a club from the Clubs page first." />
      ) : (
        <Membership clubId={clubId} />
      )}
    </Stack>
  );
}

function Membership({ clubId }: { clubId: number }) {
  const offer = useMembershipOffer(clubId);
  if (offer.isError)
    return (
      <ErrorState
        title="We couldn't load the club's memberships"
        error={offer.error}
        onRetry={() => void offer.refetch()}
      />
    );
  if (offer.isPending) return <Skeleton h={320} />;
  const { membership } = offer.data;
  const waiting = membership?.sub_status === 'P' && membership.next_charge !== null;
  const active =
    membership &&
    (waiting ||
      (membership.expires &&
        membership.membership_type &&
        (membership.expires >= offer.data.today || membership.sub_status === 'O' || membership.sub_status === 'P')));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Membership of {offer.data.club_name}
      </Title>
      {active ? (
        <MyMembershipCard clubId={clubId} membership={membership} renewal={offer.data.renewal} />
      ) : (
        <JoinForm offer={offer.data} />
      )}
      {membership && membership.charges.length > 0 && <Receipts clubId={clubId} membership={membership} />}
    </Stack>
  );
}

function MyMembershipCard({
  clubId,
  membership: m,
  renewal,
}: {
  clubId: number;
  membership: MyMembership;
  renewal: MembershipOffer['renewal'];
}) {
  const { money, day } = useMembershipFormat(clubId);
  const pay = usePayMembership(confirmWithBank);
  const autoRenew = useSetAutoRenew();
  const onAutoRenew = async (on: boolean) => {
    try {
      await autoRenew.mutateAsync({ member: m.member, auto_renew: on });
      notifySuccess(
        on
          ? 'Your membership renews automatically by card.'
          : 'Automatic renewal is off: your membership ends with its period.',
      );
    } catch (error) {
      notifyError(failureText(error));
    }
  };
  const cancel = useCancelRenewal();
  const next = m.next_charge;
  const onPay = async () => {
    try {
      const result = await pay.mutateAsync(m.member);
      if (result.member.sub_status === 'C')
        notifySuccess(m.sub_status === 'P' ? 'Paid: you are a member.' : 'Paid: your membership is current again.');
    } catch (error) {
      notifyError(failureText(error));
    }
  };
  const onCancel = async () => {
    const ok = await confirmAction({
      title: 'Cancel renewal?',
      message: `Your membership stays until ${day(m.expires ?? '')} and is then not renewed; nothing more is charged.${m.sub_status === 'O' ? ' The overdue amount is cancelled and you book as a non-member.' : ''}`,
      confirmLabel: 'Cancel renewal',
      cancelLabel: 'Keep renewing',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(m.member);
      notifySuccess('Renewal cancelled.');
    } catch (error) {
      notifyError(failureText(error));
    }
  };
  return (
    <Card withBorder padding="lg" aria-label="Your membership" component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconId size={20} aria-hidden />
            <Text fw={600}>{m.membership_type_name}</Text>
            {m.billing_cycle && (
              <Badge variant="light" c="dark.7" tt="none">
                {cycleLabels[m.billing_cycle]}
              </Badge>
            )}
          </Group>
          {m.sub_status && (
            <Badge
              color={m.sub_status === 'C' ? 'green' : m.sub_status === 'O' ? 'red' : 'gray'}
              variant="light"
              c="dark.7"
              tt="none"
            >
              {statusLabels[m.sub_status]}
            </Badge>
          )}
        </Group>
        {m.expires && (
          <Text>
            {m.sub_status === 'O'
              ? `Your membership ran to ${day(m.expires)}; the renewal is unpaid.`
              : `Member until ${day(m.expires)}.`}
          </Text>
        )}
        {next && !next.overdue && (
          <Text>
            Next charge: {money(next.amount, next.currency)} on {day(next.date)}
            {m.renews_by_card ? ', to your card on file' : ''}.
          </Text>
        )}
        {!next && m.sub_status === 'U' && <Text c="dimmed">Renewal is cancelled: nothing more will be charged.</Text>}
        {next?.overdue && (
          <Alert color="red" title={`Overdue: ${money(next.amount, next.currency)}`}>
            Until it is paid you book courts at the non-member rate.
          </Alert>
        )}
        {m.sub_status === 'P' && next && !next.overdue && (
          <Alert color="ball" title="Waiting for your bank">
            Your card asked you to confirm the payment of {money(next.amount, next.currency)}. Your membership starts
            once it is confirmed.
          </Alert>
        )}
        <Group>
          {m.sub_status === 'P' && next && !next.overdue && (
            <Button
              onClick={() => void onPay()}
              loading={pay.isPending}
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              Complete payment
            </Button>
          )}
          {next?.overdue && (
            <Button
              onClick={() => void onPay()}
              loading={pay.isPending}
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              Pay {money(next.amount, next.currency)} by card
            </Button>
          )}
          {renewal === 'optional' && m.renews_by_card && m.sub_status !== 'O' && m.sub_status !== 'P' && (
            <Switch
              label="Renew automatically by card"
              checked={m.auto_renew}
              disabled={autoRenew.isPending}
              onChange={(e) => void onAutoRenew(e.currentTarget.checked)}
            />
          )}
          {renewal === 'forced' && m.sub_status !== 'U' && (
            <Button variant="subtle" color="red" onClick={() => void onCancel()} loading={cancel.isPending}>
              Cancel renewal
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Receipts({ clubId, membership }: { clubId: number; membership: MyMembership }) {
  const { money, day, period } = useMembershipFormat(clubId);
  return (
    <Stack gap="xs" component="section" aria-label="Receipts">
      <Title order={2} size="h3">
        Receipts
      </Title>
      <Table.ScrollContainer className={stackedTable} minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Paid by</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {membership.charges.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td data-label="Date">{day(c.paid_at ?? c.created)}</Table.Td>
                <Table.Td data-label="Period">{period(c.period_start, c.period_end)}</Table.Td>
                <Table.Td data-label="Amount">{money(c.amount, c.currency)}</Table.Td>
                <Table.Td data-label="Paid by">{c.method ? paymentMethodLabels[c.method] : '—'}</Table.Td>
                <Table.Td data-label="Status">{chargeStatusLabels[c.status]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
