import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  cancelActionLabels,
  cancelActions,
  clubTermsDefaults,
  clubTermsFormSchema,
  type ClubTerms,
  type ClubTermsValues,
} from '@rally/domain';
import { ErrorState } from './data-states';
import { applyServerErrors, zodFormResolver } from './form-helpers';
import { notifyError, notifySuccess } from './notify';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area';
import { loadRecordValues, useRecordForm } from './use-record-form';
import { useDashboardClub } from '../lib/dashboard';
import { useDefaultClubTerms, useSaveClubTerms } from '../lib/club-terms';

const actionData = cancelActions.map((value) => ({ value, label: cancelActionLabels[value] }));
const valuesOf = (terms: ClubTerms | null): ClubTermsValues => {
  const { id: _id, club: _club, ...values } = terms ?? { id: 0, club: 0, ...clubTermsDefaults };
  return { ...values, default: true };
};

/** The club's default clinic terms (cancellation and refunds); written by those who run clinics. */
export function ClubTermsCard({ clubId }: { clubId: number }) {
  const dash = useDashboardClub();
  const canEdit = dash.canEnter('clinics');
  const terms = useDefaultClubTerms(clubId);
  const save = useSaveClubTerms(clubId);
  const form = useRecordForm({ record: terms.data ?? null, valuesOf, validate: zodFormResolver(clubTermsFormSchema) });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: terms.data?.id ?? null, values: clubTermsFormSchema.parse(values) });
      loadRecordValues(form, valuesOf(saved));
      notifySuccess('Clinic terms saved');
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Clinic terms">
        <Title order={2} size="h4">
          Clinic terms
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          What happens when a participant or the club cancels. Players agree to these when they join a clinic.
        </Text>
        {terms.isPending ? (
          <Skeleton h={160} />
        ) : terms.isError ? (
          <ErrorState
            title="We couldn't load the clinic terms"
            error={terms.error}
            onRetry={() => terms.refetch()}
            isRetrying={terms.isFetching}
          />
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberField
                label="Participants may cancel up to (days before)"
                max={365}
                allowDecimal={false}
                disabled={!canEdit}
                key={form.key('player_cancel_days')}
                {...form.getInputProps('player_cancel_days')}
              />
              <SelectField
                label="When a participant cancels in time"
                data={actionData}
                required
                disabled={!canEdit}
                key={form.key('cancel_by_player_action')}
                {...form.getInputProps('cancel_by_player_action')}
              />
              <SelectField
                label="When the club cancels"
                data={actionData}
                required
                disabled={!canEdit}
                key={form.key('cancel_by_club_action')}
                {...form.getInputProps('cancel_by_club_action')}
              />
            </SimpleGrid>
            <TextAreaField
              label="Refund note for participants"
              autosize
              minRows={2}
              disabled={!canEdit}
              key={form.key('player_refund_text')}
              {...form.getInputProps('player_refund_text')}
            />
            <TextAreaField
              label="Refund note when the club cancels"
              autosize
              minRows={2}
              disabled={!canEdit}
              key={form.key('club_refund_text')}
              {...form.getInputProps('club_refund_text')}
            />
            <TextAreaField
              label="Terms"
              autosize
              minRows={3}
              disabled={!canEdit}
              key={form.key('terms_statement')}
              {...form.getInputProps('terms_statement')}
            />
            {canEdit ? (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Save terms
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Only agents and court-booking administrators change the clinic terms.
              </Text>
            )}
          </Stack>
        )}
      </form>
    </Paper>
  );
}
