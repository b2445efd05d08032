import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  BOOKING_TYPES,
  hhmmOf,
  personOptionLabel,
  RECURRENCES,
  toLocalDateTime,
  type ClubCoach,
  type ClubDetail,
  type CourtRecord,
  type BookablePerson,
  type BookingSeriesDetail,
} from '@rally/domain';
import { useMemo, useState } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorState } from '../../../components/data-states';
import { requiredLabelProps } from '../../../components/field-label';
import { applyServerErrors } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError } from '../../../components/notify';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { SelectField } from '../../../components/select-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { TokenInput, type Token } from '../../../components/token-input';
import { useRecordForm } from '../../../components/use-record-form';
import { ApiError } from '../../../lib/api';
import { useBookingAllowed, useBookingSeries } from '../api/bookings.api';
import { useBookingCommands, type Scope } from './booking-commands';
import { BookingCheck } from './booking-check';
import {
  allowedBodyOf,
  needsCoach,
  newBookingValues,
  nextPersonKey,
  seriesValues,
  validateBooking,
  type BookingDraftStart,
  type BookingFormValues,
  type PersonValue,
} from '../booking-form-values';
import { SeriesInstances } from './series-instances';
import { SeriesPayment } from './series-payment';
import { useClubFormat } from '../../../lib/format';

/** What the panel opens on: a new booking from a selection, or a stored one (from one of its instances). */
export type BookingTarget =
  { kind: 'new'; draft: BookingDraftStart } | { kind: 'edit'; seriesId: number; instanceId?: number };

export type BookingFormProps = {
  club: ClubDetail;
  target: BookingTarget | null;
  courts: CourtRecord[];
  coaches: ClubCoach[];
  onClose: () => void;
};

// Quarter hours: the calendar's 15-minute rows start bookings there (the allowed-check still asks for 30-minute durations).
const timeOptions = Array.from({ length: 97 }, (_, i) => hhmmOf(i * 15));
const typeOptions = Object.entries(BOOKING_TYPES).map(([value, t]) => ({ value, label: t.label }));
const recurrenceOptions = Object.entries(RECURRENCES).map(([value, label]) => ({ value, label }));

/** The booking panel: a new booking, or a stored one with its scope of change, cancel and its dates. */
export function BookingForm(props: BookingFormProps) {
  const { target, onClose } = props;
  const seriesId = target?.kind === 'edit' ? target.seriesId : null;
  const series = useBookingSeries(seriesId);
  const opened = target !== null;
  const title = target?.kind === 'edit' ? (series.data?.name ?? 'Booking') : 'New booking';
  if (target?.kind === 'edit' && !series.data) {
    return (
      <SlideInModal
        opened={opened}
        onClose={onClose}
        size="lg"
        title={
          <Text fw={700} size="lg">
            {title}
          </Text>
        }
      >
        {series.isError ? (
          <ErrorState
            title="The booking could not be loaded"
            error={series.error}
            onRetry={() => series.refetch()}
            isRetrying={series.isFetching}
          />
        ) : (
          <Skeleton height={420} role="status" aria-label="Loading" />
        )}
      </SlideInModal>
    );
  }
  return <BookingFormPanel {...props} series={series.data ?? null} />;
}

function BookingFormPanel({
  club,
  target,
  courts,
  coaches,
  onClose,
  series,
}: BookingFormProps & { series: BookingSeriesDetail | null }) {
  const opened = target !== null;
  const zone = club.time_zone;
  const fmt = useClubFormat(club);
  const instance =
    target?.kind === 'edit' && target.instanceId
      ? series?.booking_instance_set.find((i) => i.id === target.instanceId)
      : undefined;
  const recurring = series !== null && series.recurrence !== 'N';
  const [scope, setScope] = useState<Scope>('instance');
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = series !== null && (!series.may_change || series.cancelled);

  const valuesOf = (): BookingFormValues => {
    if (!series)
      return newBookingValues(
        target?.kind === 'new' ? target.draft : { date: '', start: '09:00', end: '10:00', courts: [] },
      );
    if (!instance) return seriesValues(series);
    const start = toLocalDateTime(instance.start, zone);
    const end = toLocalDateTime(instance.end, zone);
    return seriesValues(series, {
      date: start.slice(0, 10),
      start: start.slice(11, 16),
      end: end.slice(0, 10) > start.slice(0, 10) ? '24:00' : end.slice(11, 16),
      courts: instance.courts,
      coaches: instance.coaches,
    });
  };
  const form = useRecordForm({
    record: series ?? (target?.kind === 'new' ? target.draft : null),
    valuesOf,
    opened,
    validate: validateBooking,
  });
  const values = form.getValues();
  const editScope: Scope = !series ? 'all' : recurring ? scope : instance ? 'instance' : 'all';
  const checked = editScope === 'instance' ? { ...values, recurrence: 'N' } : values;
  const [debounced] = useDebouncedValue(allowedBodyOf(checked, series?.id), 300);
  const allowed = useBookingAllowed(club.id, readOnly ? null : debounced);
  const { saveValues, cancelThis, cancelAll, saving, cancellingThis, cancellingAll } = useBookingCommands({
    clubId: club.id,
    series,
    instance,
    recurring,
    editScope,
    fmt,
    valuesOf,
    onClose,
  });

  const courtOptions = courts.map((c) => ({ value: String(c.id), label: c.name }));
  const coachOptions = coaches.map((c) => ({ value: String(c.id), label: c.full_name }));
  const members = values.persons.filter((p) => p.club_member !== null);
  const guests = values.persons
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.club_member === null && p.player === null);
  const found = useMemo(() => new Map<string, BookablePerson>(), []);

  const setMembers = (tokens: Token[]) => {
    const keep = values.persons.filter(
      (p) => p.club_member === null || tokens.some((t) => t.value === `m${p.club_member}`),
    );
    const added = tokens
      .filter((t) => !values.persons.some((p) => p.club_member !== null && `m${p.club_member}` === t.value))
      .map((t): PersonValue => {
        const row = found.get(t.value);
        return {
          key: nextPersonKey(),
          club_member: Number(t.value.slice(1)),
          player: row?.player ?? null,
          full_name: row?.name ?? t.label,
          email: row?.email ?? '',
          paying: true,
          kind: row?.kind ?? 'member',
        };
      });
    form.setFieldValue('persons', [...keep, ...added]);
  };
  const addGuest = () =>
    form.insertListItem('persons', {
      key: nextPersonKey(),
      club_member: null,
      player: null,
      full_name: '',
      email: '',
      paying: true,
      kind: 'guest',
    } satisfies PersonValue);

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await saveValues(v);
      onClose();
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      if (error instanceof ApiError && error.status < 500) setFailure(error.message);
      else notifyError(error);
    }
  });

  const field = (name: string) => ({ key: form.key(name), ...form.getInputProps(name) });
  const answer = allowed.data;
  const clashDates = answer?.clash_dates ?? [];
  const pricing = !readOnly && debounced !== null;
  const title = series ? series.name : 'New booking';

  return (
    <SlideInModal
      opened={opened}
      onClose={onClose}
      form={form}
      size="lg"
      title={
        <Text fw={700} size="lg">
          {title}
        </Text>
      }
      footer={
        readOnly ? (
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        ) : (
          <FormPanelActions form="booking-form" submitting={saving} onCancel={onClose}>
            {series ? 'Save booking' : 'Book'}
          </FormPanelActions>
        )
      }
    >
      <form id="booking-form" onSubmit={submit} noValidate aria-label={series ? 'Edit booking' : 'New booking'}>
        <Stack gap="sm">
          {series?.cancelled && (
            <Alert color="gray" title="Cancelled">
              This booking has been cancelled.
            </Alert>
          )}
          {series && !series.may_change && (
            <ReadOnlyNote>Coaches can change only the bookings they made or coach on.</ReadOnlyNote>
          )}
          {series && recurring && instance && !readOnly && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="booking-scope">
                Change
              </Text>
              <SegmentedControl
                aria-labelledby="booking-scope"
                value={scope}
                onChange={(v) => setScope(v as Scope)}
                data={[
                  { value: 'instance', label: 'This booking' },
                  { value: 'following', label: 'This and following' },
                  { value: 'all', label: 'All' },
                ]}
                fullWidth
              />
            </Stack>
          )}
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <SelectField
                  label="Type"
                  required
                  data={typeOptions}
                  {...field('ttype')}
                  onChange={(v) => {
                    const label = BOOKING_TYPES[values.ttype as keyof typeof BOOKING_TYPES]?.label;
                    if (values.name === label && v)
                      form.setFieldValue('name', BOOKING_TYPES[v as keyof typeof BOOKING_TYPES].label);
                    form.setFieldValue('ttype', v ?? 'C');
                  }}
                />
                <TextInputField label="Name" required {...field('name')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <DatePickerField label="Date" required region={club.country} {...field('date')} />
                <SelectField label="Start" required data={timeOptions.slice(0, -1)} searchable {...field('start')} />
                <SelectField label="End" required data={timeOptions.slice(1)} searchable {...field('end')} />
              </SimpleGrid>
              <MultiSelect
                {...requiredLabelProps('Courts', true)}
                data={courtOptions}
                searchable
                hidePickedOptions
                {...field('courts')}
              />
              <MultiSelect
                {...requiredLabelProps('Coaches', needsCoach(values.ttype))}
                data={coachOptions}
                searchable
                hidePickedOptions
                nothingFoundMessage="No coaches at this club"
                {...field('coaches')}
              />
              <TokenInput
                label="Members"
                placeholder="Search members by name or e-mail"
                searchUrl={`courtbookingperson/?club=${club.id}`}
                value={members.map((p) => ({ value: `m${p.club_member}`, label: p.full_name }))}
                onChange={setMembers}
                toToken={(row) => {
                  const r = row as BookablePerson;
                  const token = { value: `m${r.id}`, label: personOptionLabel(r) };
                  found.set(token.value, r);
                  return token;
                }}
                nothingFoundMessage="No member by that name"
              />
              {values.persons.length > 0 && (
                <Stack gap={6} aria-label="Booked persons" role="group">
                  {values.persons.map((p, index) => (
                    <Group key={p.key} gap="xs" wrap="nowrap" align="flex-start">
                      {p.club_member === null && p.player === null ? (
                        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                          <TextInputField
                            label="Guest name"
                            required
                            size="xs"
                            {...field(`persons.${index}.full_name`)}
                          />
                          <TextInputField
                            label="Guest e-mail"
                            type="email"
                            required
                            size="xs"
                            {...field(`persons.${index}.email`)}
                          />
                        </SimpleGrid>
                      ) : (
                        <Group gap={6} style={{ flex: 1 }} mt={4}>
                          <Text size="sm">{p.full_name}</Text>
                          {p.kind === 'nonmember' && (
                            <Badge size="xs" variant="light" color="orange">
                              non-member
                            </Badge>
                          )}
                        </Group>
                      )}
                      <Switch
                        label="Paying"
                        size="xs"
                        mt={p.club_member === null && p.player === null ? 28 : 6}
                        {...form.getInputProps(`persons.${index}.paying`, { type: 'checkbox' })}
                        key={form.key(`persons.${index}.paying`)}
                      />
                      {p.club_member === null && p.player === null && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          mt={26}
                          onClick={() => form.removeListItem('persons', index)}
                          aria-label={`Remove guest ${p.full_name || index + 1}`}
                        >
                          Remove
                        </Button>
                      )}
                    </Group>
                  ))}
                </Stack>
              )}
              {guests.length < 10 && (
                <Group>
                  <Button size="compact-sm" variant="light" onClick={addGuest}>
                    Add a guest
                  </Button>
                </Group>
              )}
              {(!series || editScope !== 'instance') && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <SelectField label="Repeats" required data={recurrenceOptions} {...field('recurrence')} />
                  {values.recurrence !== 'N' && (
                    <DatePickerField
                      label="Until"
                      required
                      region={club.country}
                      minDate={values.date}
                      {...field('recurrence_end')}
                    />
                  )}
                </SimpleGrid>
              )}
              <TextAreaField label="Notes" autosize minRows={2} {...field('notes')} />
            </Stack>
          </Fieldset>

          {pricing && (
            <BookingCheck
              answer={answer}
              clashes={values.recurrence !== 'N' && editScope !== 'instance' ? clashDates : []}
              skipClashes={form.getInputProps('skip_clashes', { type: 'checkbox' })}
              skipClashesKey={form.key('skip_clashes')}
              checking={allowed.isFetching}
              fmt={fmt}
            />
          )}
          {failure && (
            <Alert color="red" variant="light" title="Not booked" data-testid="booking-failure">
              {failure}
            </Alert>
          )}

          {series && !series.cancelled && series.may_change && (
            <Group gap="xs">
              {instance && !instance.cancelled && (
                <Button variant="light" color="red" onClick={cancelThis} loading={cancellingThis}>
                  Cancel this booking
                </Button>
              )}
              {recurring && (
                <Button variant="subtle" color="red" onClick={cancelAll} loading={cancellingAll}>
                  Cancel series
                </Button>
              )}
              {!instance && !recurring && (
                <Button variant="light" color="red" onClick={cancelAll} loading={cancellingAll}>
                  Cancel booking
                </Button>
              )}
            </Group>
          )}
          {series && <SeriesPayment club={club} series={series} />}
          {series && recurring && (
            <SeriesInstances club={club} series={series} courts={courts} current={instance?.id} />
          )}
        </Stack>
      </form>
    </SlideInModal>
  );
}
