import { Badge, Button, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  cancelActionLabels,
  cancelActions,
  clubTermsDefaults,
  clubTermsFormSchema,
  type ClubDetail,
  type ClubTerms,
  type ClubTermsValues,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { PopupModal } from '../../../components/popup-modal';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area';
import { useRecordForm } from '../../../components/use-record-form';
import { useDefaultClubTerms } from '../../../lib/club-terms';
import { useEventTerms, useSaveClinicTerms, type EventDetail } from '../api/events.api';
import { termsLines } from './clinic-terms';

// The terms a clinic is joined on (docs/clinics.md "Terms"): the club's default clinic terms, or
// the clinic's own set, chosen and written on the clinic page.

type Values = ClubTermsValues & { mode: 'default' | 'own' };
type TermsRecord = { own: ClubTerms | null; base: ClubTerms | null };

const actionData = cancelActions.map((value) => ({ value, label: cancelActionLabels[value] }));
const valuesOf = ({ own, base }: TermsRecord): Values => {
  const { id: _id, club: _club, ...fields } = own ?? base ?? { id: 0, club: 0, ...clubTermsDefaults };
  return { ...fields, default: false, ttype: 'C', mode: own ? 'own' : 'default' };
};

/** The clinic page's "Terms": which terms the clinic is joined on, in words, with Change terms. */
export function ClinicTermsPanel({
  club,
  event,
  readOnly,
}: {
  club: ClubDetail;
  event: EventDetail;
  readOnly: boolean;
}) {
  const terms = useEventTerms(event.id);
  const clubDefault = useDefaultClubTerms(club.id);
  const [editing, setEditing] = useState(false);
  // Terms of its own: set on the clinic and not the club's default set.
  const own =
    event.terms !== null && terms.data && terms.data.id === event.terms && !terms.data.default ? terms.data : null;
  const base = clubDefault.data ?? null;
  const record = useMemo(() => ({ own, base }), [own, base]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="clinic-terms-title">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3} size="h4" id="clinic-terms-title">
            Terms
          </Title>
          {terms.data !== undefined && (
            <Badge c="dark.7" variant="light" color={own ? 'grape' : 'gray'} tt="none">
              {own ? "This clinic's own terms" : "The club's default terms"}
            </Badge>
          )}
        </Group>
        {!readOnly && (
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(true)}
            disabled={terms.isPending || clubDefault.isPending}
          >
            Change terms
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        {terms.isPending ? (
          <Skeleton h={60} />
        ) : terms.isError ? (
          <ErrorState
            title="We couldn't load the clinic's terms"
            error={terms.error}
            onRetry={() => terms.refetch()}
            isRetrying={terms.isFetching}
          />
        ) : !terms.data ? (
          <Text size="sm" c="dimmed">
            No terms: the club has no default clinic terms. Write this clinic's own, or the club's default in Settings.
          </Text>
        ) : (
          <Stack gap={4}>
            {termsLines(terms.data).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            {terms.data.terms_statement && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {terms.data.terms_statement}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
      <TermsDialog club={club} event={event} record={record} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

function TermsDialog({
  club,
  event,
  record,
  opened,
  onClose,
}: {
  club: ClubDetail;
  event: EventDetail;
  record: TermsRecord;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveClinicTerms(club.id);
  const form = useRecordForm({
    record,
    valuesOf,
    opened,
    validate: (v) => (v.mode === 'own' ? zodFormResolver(clubTermsFormSchema)(v) : {}),
  });
  const mode = form.getValues().mode;
  const submit = form.onSubmit(async ({ mode: chosen, ...values }) => {
    try {
      await save.mutateAsync({
        event: event.id,
        ownId: record.own?.id ?? null,
        values: chosen === 'own' ? clubTermsFormSchema.parse(values) : null,
      });
      notifySuccess(
        chosen === 'own' ? `${event.name} has its own terms` : `${event.name} follows the club's default terms`,
      );
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const field = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name) });
  return (
    <PopupModal
      opened={opened}
      onClose={onClose}
      form={form}
      size="lg"
      title={<Text fw={700}>Terms of {event.name}</Text>}
    >
      <form onSubmit={submit} noValidate aria-label="Clinic's terms">
        <Stack gap="sm">
          <Radio.Group label="Players join on" {...field('mode')}>
            <Stack gap={6} mt={4}>
              <Radio
                value="default"
                label={
                  record.base ? "The club's default clinic terms" : "The club's default clinic terms (none written yet)"
                }
              />
              <Radio value="own" label="This clinic's own terms" />
            </Stack>
          </Radio.Group>
          {mode === 'own' && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NumberField
                  label="Participants may cancel up to (days before)"
                  max={365}
                  allowDecimal={false}
                  {...field('player_cancel_days')}
                />
                <SelectField
                  label="When a participant cancels in time"
                  data={actionData}
                  required
                  {...field('cancel_by_player_action')}
                />
                <SelectField
                  label="When the club cancels"
                  data={actionData}
                  required
                  {...field('cancel_by_club_action')}
                />
              </SimpleGrid>
              <TextAreaField
                label="Refund note for participants"
                autosize
                minRows={2}
                {...field('player_refund_text')}
              />
              <TextAreaField
                label="Refund note when the club cancels"
                autosize
                minRows={2}
                {...field('club_refund_text')}
              />
              <TextAreaField label="Terms" autosize minRows={3} {...field('terms_statement')} />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save terms
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
