import { Box, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import type { ClubTerms } from '@rally/domain';
import { failureText } from '../../../lib/api';
import type { useEventTerms } from '../api/events.api';

const playerAction = {
  R: 'your share of the price is refunded to your card',
  C: 'your share of the price is kept for you as club credit',
  N: 'nothing is refunded',
} as const;
const clubAction = {
  R: 'you are refunded your share of the price',
  C: 'your share of the price is kept for you as club credit',
  N: 'nothing is refunded',
} as const;

/** The terms in words: when a participant may cancel and what happens to the money either way. */
export function termsLines(t: ClubTerms) {
  return [
    t.player_cancel_days > 0
      ? `Withdraw from a session at least ${t.player_cancel_days} day${t.player_cancel_days === 1 ? '' : 's'} before it starts and ${playerAction[t.cancel_by_player_action]}; later, nothing is refunded.`
      : `Withdraw from a session before it starts and ${playerAction[t.cancel_by_player_action]}.`,
    `If the club cancels a session, ${clubAction[t.cancel_by_club_action]}.`,
    ...[t.player_refund_text, t.club_refund_text].filter(Boolean),
  ];
}

/**
 * The clinic's terms (GET /api/clubterms/?event) shown before joining, with the box to agree to
 * them. A club without terms asks for no agreement.
 */
export function ClinicTerms({
  terms,
  agreed,
  onAgree,
}: {
  terms: ReturnType<typeof useEventTerms>;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}) {
  if (terms.isPending) return <Skeleton h={60} />;
  if (terms.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        We couldn't load the clinic's terms: {failureText(terms.error)}
      </Text>
    );
  if (!terms.data) return null;
  const t = terms.data;
  return (
    <Stack gap={6}>
      <Box
        role="region"
        aria-label="Clinic terms"
        tabIndex={0}
        mah={160}
        p="xs"
        bg="gray.0"
        style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Text size="sm" fw={600}>
          Terms
        </Text>
        {termsLines(t).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {t.terms_statement && (
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
            {t.terms_statement}
          </Text>
        )}
      </Box>
      <Checkbox label="I agree to these terms" checked={agreed} onChange={(ev) => onAgree(ev.currentTarget.checked)} />
    </Stack>
  );
}
