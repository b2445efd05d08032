import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  clubSurface,
  courtbookingParamsSchema,
  durationLabel,
  type ClubDetail,
  type ClubFeature,
  type FeatureParams,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { PageHeader } from '../../../components/page-header';
import { TextAreaField } from '../../../components/text-area';
import { useRecordForm } from '../../../components/use-record-form';
import { ApiError } from '../../../lib/api';
import { useClubFeatures } from '../../../lib/dashboard';
import { useAllSurfaces, useCourts, useSaveFeatureParams } from '../api/courts.api';
import { CourtImage } from './court-image';
import { WeeklySlotSettings } from './weekly-slot-settings';
import { LotterySettings } from './lottery-settings';
import { BookingFeeSettings } from './booking-fee-settings';

type FormValues = FeatureParams['courtbooking'];

/**
 * The stored params over the defaults (a param the club never set shows its default). The form
 * leaves out `AvailableSurfaceTypes` and `AllCourtsAvailable`, which no rule reads (docs/DEVELOPING.md
 * "Stored means used"); their stored values ride along unchanged in a save.
 */
function valuesOf(feature: ClubFeature): FormValues {
  const parsed = courtbookingParamsSchema.safeParse(feature.params);
  return parsed.success ? parsed.data : courtbookingParamsSchema.parse({});
}

/** Bookings › Settings: the court-booking feature's params (spec 2 §3), through PATCH /api/clubfeature/{id}/. */
export function BookingSettings({ club }: { club: ClubDetail }) {
  const features = useClubFeatures(club.id);
  const feature = features.data?.results.find((f) => f.feature.name === 'courtbooking');
  if (features.isError)
    return (
      <ErrorState
        title="We couldn't load the booking settings"
        error={features.error}
        onRetry={() => features.refetch()}
        isRetrying={features.isFetching}
      />
    );
  if (features.isPending) return <Skeleton h={420} radius="md" />;
  if (!feature) {
    return (
      <Alert color="gray" title="Court bookings are not part of this club's package">
        Choose a package with court bookings under Club Settings › Subscription to set them up.
      </Alert>
    );
  }
  return <BookingSettingsForm club={club} feature={feature} />;
}

function BookingSettingsForm({ club, feature }: { club: ClubDetail; feature: ClubFeature }) {
  const save = useSaveFeatureParams(club.id);
  const courts = useCourts(club.id);
  const surfaces = useAllSurfaces();
  const form = useRecordForm({
    record: feature,
    valuesOf,
    validate: zodFormResolver(courtbookingParamsSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: feature.id, params: values });
      notifySuccess('Booking settings saved');
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : {};
      form.setErrors(
        Object.fromEntries(Object.entries(errors).map(([k, m]) => [k.replace(/^params\./, ''), m.join(' ')])),
      );
      notifyError(error);
    }
  });

  const v = form.getValues();
  const toggle = (name: keyof FormValues) => ({
    key: form.key(name),
    ...form.getInputProps(name, { type: 'checkbox' }),
  });
  const field = (name: keyof FormValues) => ({ key: form.key(name), ...form.getInputProps(name) });
  const summary = clubSurface(courts.data ?? [], surfaces.data ?? []);
  const usedNames = [
    ...new Set((courts.data ?? []).map((c) => surfaces.data?.find((s) => s.id === c.surface)?.name).filter(Boolean)),
  ];

  return (
    <form onSubmit={submit} noValidate aria-label="Booking settings">
      <Stack gap="lg">
        <PageHeader
          order={2}
          title="Booking settings"
          description="What players see about the club's courts, and how long they may book in a day."
        />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={3} size="h5">
              Courts
            </Title>
            <Group gap="sm" wrap="nowrap">
              {summary && <CourtImage surfaceName={summary.name} multiple={summary.id === 0} size={64} />}
              <Text size="sm">
                {summary
                  ? `${courts.data?.length} courts, ${summary.id === 0 ? `multiple surfaces: ${usedNames.join(', ')}` : summary.name}`
                  : 'No courts yet'}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Switch label="Every court has lights" {...toggle('AllCourtsLights')} />
              <Switch label="Every court is indoors" {...toggle('AllCourtsIndoor')} />
            </SimpleGrid>
            <Switch label="The same access notes for every court" {...toggle('AllCourtsAccessSame')} />
            {v.AllCourtsAccessSame && (
              <TextAreaField
                label="Access notes"
                description="Gate codes, keys, where to park"
                autosize
                minRows={2}
                {...field('AllCourtsAccessText')}
              />
            )}
            <NumberField
              label="Show access notes this many hours before"
              description="Only the players on a booking see them, in My bookings, from this long before it starts"
              min={0}
              max={336}
              allowDecimal={false}
              suffix=" h"
              {...field('AccessNotesHoursBefore')}
            />
            <Switch label="The same rules for every court" {...toggle('AllCourtsNotesRulesSame')} />
            {v.AllCourtsNotesRulesSame && (
              <TextAreaField
                label="Court rules"
                description="Footwear, guests, etiquette"
                autosize
                minRows={3}
                {...field('AllCourtsNotesRulesText')}
              />
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={3} size="h5">
              Limits and guests
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberField
                label="Most booking minutes a day, members"
                description={`${durationLabel(v.MaxBookingMinutesPerDayMember)} · steps of 30 minutes`}
                step={30}
                allowDecimal={false}
                {...field('MaxBookingMinutesPerDayMember')}
              />
              <NumberField
                label="Most booking minutes a day, visitors"
                description={`${durationLabel(v.MaxBookingMinutesPerDayNonMember)} · steps of 30 minutes`}
                step={30}
                allowDecimal={false}
                {...field('MaxBookingMinutesPerDayNonMember')}
              />
              <NumberField
                label="Guest fee"
                description={`Per guest per booking, in ${club.currency.toUpperCase()}: the player who brings them pays it`}
                min={0}
                decimalScale={2}
                {...field('GuestFee')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <WeeklySlotSettings toggle={toggle} field={field} allowed={v.MemberSeriesAllowed} />
        {/* Waiting list and check-in (issue 29) */}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={3} size="h5">
              Waiting list and check-in
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberField
                label="Hold a freed court for"
                description={
                  v.WaitlistHoldMinutes > 0
                    ? 'A court that frees is held this long for the first player waiting, then offered to the next'
                    : 'Off: players cannot wait for a taken court. Set the minutes to switch the waiting list on'
                }
                min={0}
                step={5}
                allowDecimal={false}
                suffix=" min"
                {...field('WaitlistHoldMinutes')}
              />
            </SimpleGrid>
            <Switch
              label="Players check in to their bookings"
              description="By the court's QR code, or ticked by staff. A booking not checked in by the end of the window is a no-show: its court is released to the waiting list, then to anyone"
              {...toggle('CheckInRequired')}
            />
            {v.CheckInRequired && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NumberField
                  label="Check-in opens before the start"
                  min={0}
                  step={5}
                  allowDecimal={false}
                  suffix=" min"
                  {...field('CheckInMinutesBefore')}
                />
                <NumberField
                  label="Check-in closes after the start"
                  min={0}
                  step={5}
                  allowDecimal={false}
                  suffix=" min"
                  {...field('CheckInMinutesAfter')}
                />
              </SimpleGrid>
            )}
          </Stack>
        </Paper>
        <BookingFeeSettings field={field} currency={club.currency} checkIn={v.CheckInRequired} />
        <LotterySettings clubId={club.id} form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Undo changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
