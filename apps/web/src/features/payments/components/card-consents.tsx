import { Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, type CardConsentClub } from '@rally/domain';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { usePlayerFormats } from '../../../lib/player-format';
import { useCardConsents, useGiveCardConsent, useWithdrawCardConsent } from '../api/payments.api';

// Consent to charge a card on file (issue 25; docs/payments.md): a club charges the player's
// cards without them (at the till, a fee, a booking's share) only for a member on its register
// who allowed it. The player allows it per club as they save a card (ConsentChoices) or later,
// sees since when, and withdraws it here (CardConsentList). The wording is the server's, shown as
// it is stored.

/** The clubs the player can allow, as a card is saved: one box each, with the wording they agree to. */
export function ConsentChoices({ value, onChange }: { value: number[]; onChange: (clubs: number[]) => void }) {
  const consents = useCardConsents();
  const open = (consents.data ?? []).filter((c) => c.consent === null);
  if (!open.length) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Let your clubs charge this card when you are not there
      </Text>
      {open.map((c) => (
        <Checkbox
          key={c.club}
          label={`Allow ${c.club_name} to charge my cards on file`}
          description={c.wording}
          checked={value.includes(c.club)}
          onChange={(e) => onChange(e.currentTarget.checked ? [...value, c.club] : value.filter((v) => v !== c.club))}
        />
      ))}
    </Stack>
  );
}

/** Each club whose register holds the player: allowed since when (withdraw), or not (allow). */
export function CardConsentList() {
  const consents = useCardConsents();
  const give = useGiveCardConsent();
  const withdraw = useWithdrawCardConsent();
  // Each club's permission dated in that club's format.
  const clubIds = useMemo(() => (consents.data ?? []).map((c) => c.club), [consents.data]);
  const formatOf = usePlayerFormats(clubIds);
  if (consents.isError)
    return (
      <ErrorState
        title="We couldn't load your clubs' permissions"
        error={consents.error}
        onRetry={() => consents.refetch()}
        isRetrying={consents.isFetching}
      />
    );
  if (consents.isPending) return <Skeleton h={72} radius="md" />;
  if (!consents.data.length) {
    return (
      <Text size="sm" c="dimmed">
        No club can charge your cards without you. A club whose member you are can ask you for it; you choose here or as
        you add a card.
      </Text>
    );
  }
  const allow = async (c: CardConsentClub) => {
    if (
      !(await confirmAction({
        title: `Allow ${c.club_name} to charge your cards?`,
        message: c.wording,
        confirmLabel: 'Allow',
        danger: false,
      }))
    )
      return;
    try {
      await give.mutateAsync(c.club);
      notifySuccess(`${c.club_name} may charge your cards on file.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const stop = async (c: CardConsentClub) => {
    if (!c.consent) return;
    if (
      !(await confirmAction({
        title: `Withdraw ${c.club_name}'s permission?`,
        message: `${c.club_name} will no longer be able to charge your cards when you are not there. Charges already made stay as they are.`,
        confirmLabel: 'Withdraw',
      }))
    )
      return;
    try {
      notifySuccess((await withdraw.mutateAsync(c.consent.id)).detail);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="xs">
      {consents.data.map((c) => (
        <Paper key={c.club} withBorder radius="md" p="sm" data-testid="card-consent">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {/* The wording takes what is left, so the button beside it keeps its whole label. */}
            <Stack gap={2} flex={1} miw={0}>
              <Group gap="xs">
                <Text fw={600}>{c.club_name}</Text>
                {c.consent ? (
                  <Badge
                    variant="light"
                    color="green"
                    c="dark.7"
                    tt="none"
                    leftSection={<IconShieldCheck size={12} aria-hidden />}
                  >
                    Allowed
                  </Badge>
                ) : (
                  <Badge variant="light" color="gray" c="dark.7" tt="none">
                    Not allowed
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {c.consent
                  ? `Since ${formatDateTime(c.consent.given_at, formatOf(c.club))}: "${c.consent.wording}"`
                  : 'The club cannot charge your cards without you.'}
              </Text>
            </Stack>
            {c.consent ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                flex="none"
                onClick={() => stop(c)}
                aria-label={`Withdraw ${c.club_name}'s permission`}
              >
                Withdraw
              </Button>
            ) : (
              <Button
                variant="default"
                size="compact-sm"
                flex="none"
                onClick={() => allow(c)}
                aria-label={`Allow ${c.club_name}`}
              >
                Allow…
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
