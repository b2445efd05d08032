import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { cardBrandLabels, joinMembershipSchema, type MembershipOffer } from '@rally/domain';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { failureText } from '../../../lib/api';
import { playerFormat } from '../../../lib/format';
import { useClubLocale } from '../../../lib/player-format';
import { PayWithCredit, type PayMethod } from '../../../components/pay-with-credit';
import { useCardsOnFile, useJoinMembership } from '../api/club-membership.api';
import { confirmWithBank, cycleLabels, useMembershipFormat } from './membership-helpers';

const prorationWords = { month: 'by the month', day: 'by the day', full: 'at the full price' } as const;
/** The day after an ISO date (the period's end): the day the next period starts. */
const addDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Buying a membership of the club by card: type, billing cycle, renewal, the terms agreed. */
export function JoinForm({ offer }: { offer: MembershipOffer }) {
  const { money, day } = useMembershipFormat(offer.club);
  const cards = useCardsOnFile();
  const join = useJoinMembership(confirmWithBank);
  const open = offer.types.filter((t) => !t.full && (t.annual_price || t.monthly_price));
  const [cycle, setCycle] = useState<'A' | 'M'>(offer.default_cycle);
  const [typeId, setTypeId] = useState<string>('');
  const [agreed, setAgreed] = useState(false);
  // Opt-in renewal (the club's membership feature: 'optional'): off unless the player chooses it.
  const [autoRenew, setAutoRenew] = useState(offer.renewal === 'forced');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Issue 30: the card, or my account credit at the club when it covers what I pay today.
  const [method, setMethod] = useState<PayMethod>('C');
  const locale = useClubLocale(offer.club);
  const priceOf = (t: MembershipOffer['types'][number]) => (cycle === 'A' ? t.annual_price : t.monthly_price);
  // What paying today buys (the server's quote): the first period and its price, prorated by the club's rule.
  const periodOf = (t: MembershipOffer['types'][number]) => t.periods?.find((p) => p.billing_cycle === cycle);
  const payable = (t: MembershipOffer['types'][number]) => periodOf(t)?.amount ?? priceOf(t);
  const chosen = open.find((t) => String(t.id) === typeId && priceOf(t));
  const chosenPeriod = chosen && periodOf(chosen);
  const card = cards.data?.cards.find((c) => c.is_default) ?? cards.data?.cards[0];

  if (offer.cycles.length === 0 || open.length === 0) {
    return (
      <EmptyState
        title="No memberships on sale"
        description={`${offer.club_name} does not sell memberships online yet. Ask the club how to join.`}
      />
    );
  }
  const submit = async () => {
    const parsed = joinMembershipSchema.safeParse({
      club: offer.club,
      membership_type: chosen?.id,
      billing_cycle: cycle,
      agree_terms: agreed,
      payment_method: method,
      ...(offer.renewal === 'optional' ? { auto_renew: autoRenew } : {}),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const result = await join.mutateAsync(parsed.data);
      if (result.member.sub_status === 'C')
        notifySuccess(`Welcome! You are a member until ${day(result.member.expires ?? '')}.`);
    } catch (error) {
      notifyError(failureText(error));
    }
  };
  return (
    <Paper withBorder p="lg" component="section" aria-label="Become a member">
      <Stack gap="md">
        <Title order={2} size="h3">
          Become a member
        </Title>
        {offer.cycles.length > 1 && (
          <SegmentedControl
            aria-label="Billing cycle"
            value={cycle}
            onChange={(v) => setCycle(v as 'A' | 'M')}
            data={offer.cycles.map((c) => ({ value: c, label: cycleLabels[c] }))}
            w="fit-content"
          />
        )}
        <Radio.Group
          label="Membership type"
          value={typeId}
          onChange={(v) => {
            setTypeId(v);
            setErrors(({ membership_type: _done, ...rest }) => rest);
          }}
          error={errors.membership_type}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {open.map((t) => {
              const price = priceOf(t);
              const period = periodOf(t);
              return (
                <Radio.Card key={t.id} value={String(t.id)} disabled={!price} p="md" radius="md" withBorder>
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Stack gap={2}>
                      <Text fw={600}>{t.name}</Text>
                      <Text size="sm">
                        {price
                          ? `${money(price, offer.currency)} ${cycle === 'A' ? 'a year' : 'a month'}`
                          : `No ${cycleLabels[cycle].toLowerCase()} price`}
                      </Text>
                      {period?.prorated && (
                        <Text size="sm" c="gray.8">
                          First period {day(period.start)} – {day(period.end)}: {money(period.amount, offer.currency)}
                        </Text>
                      )}
                      {t.comments && (
                        <Text size="sm" c="dimmed">
                          {t.comments}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
        {chosen && chosenPeriod && (
          <Alert color="blue" title="What you pay today" aria-label="What you pay today">
            {money(chosenPeriod.amount, offer.currency)} for {day(chosenPeriod.start)} – {day(chosenPeriod.end)}
            {chosenPeriod.prorated
              ? `: memberships renew on ${day(addDay(chosenPeriod.end))}, so this first period is charged ${prorationWords[offer.proration ?? 'month']} (${money(chosenPeriod.full_price, offer.currency)} ${cycle === 'A' ? 'a year' : 'a month'}).`
              : '.'}
          </Alert>
        )}
        <Stack gap={4}>
          <Text fw={600}>The club&apos;s membership terms</Text>
          <List size="sm" spacing={4}>
            {offer.terms.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List>
        </Stack>
        {offer.renewal === 'optional' && (
          <Checkbox
            label="Renew automatically: charge my card at the end of each period (you can turn this off later)"
            checked={autoRenew}
            onChange={(e) => setAutoRenew(e.currentTarget.checked)}
          />
        )}
        <Checkbox
          label="I agree to the club's membership terms"
          checked={agreed}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setAgreed(checked);
            if (checked) setErrors(({ agree_terms: _done, ...rest }) => rest);
          }}
          error={errors.agree_terms}
        />
        {chosen && (
          <PayWithCredit
            clubId={offer.club}
            amount={payable(chosen)!}
            fmt={playerFormat(offer.currency, locale)}
            value={method}
            onChange={setMethod}
            cardLabel={card ? `${cardBrandLabels[card.card_type] ?? card.card_type} ending ${card.last4}` : 'Card'}
          />
        )}
        {method === 'A' ? null : cards.isPending ? (
          <Skeleton h={24} w={240} />
        ) : card ? (
          <Group gap="xs">
            <IconCreditCard size={18} aria-hidden />
            <Text size="sm">
              Pays with {cardBrandLabels[card.card_type] ?? card.card_type} ending {card.last4}.{' '}
              <Anchor component={Link} to="/payments" inherit>
                Change card
              </Anchor>
            </Text>
          </Group>
        ) : (
          <Alert color="yellow" title="No card on file">
            Add a card on your{' '}
            <Anchor component={Link} to="/payments" inherit>
              Payments page
            </Anchor>{' '}
            first, then come back here.
          </Alert>
        )}
        <Group>
          <Button
            onClick={() => void submit()}
            loading={join.isPending}
            disabled={!card && method !== 'A'}
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            {chosen
              ? `Pay ${money(payable(chosen)!, offer.currency)}${method === 'A' ? ' from credit' : ''} and join`
              : 'Pay and join'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
