import { Divider, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  courtGroupSchema,
  durationLabel,
  durationOptions,
  openingHoursFormDays,
  openingHoursFormSchema,
  openingHoursPayload,
  type ClubDetail,
  type CourtGroupInput,
  type CourtGroupRecord,
  type OpeningHoursFormDay,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { FormPanel } from '../../../components/form-panel';
import { useRecordForm } from '../../../components/use-record-form';
import { TextInputField } from '../../../components/text-input';
import { useSaveCourtGroup } from '../api/courts.api';
import { GroupHoursField } from './group-hours-field';

type GroupFormValues = Omit<CourtGroupInput, 'opening_hours'> & {
  name: string;
  min_booking_duration_members: string;
  max_booking_duration_members: string;
  max_booking_duration_nonmembers: string;
  matcha_booking_cancel_advance: string;
  advance_days_booking: number;
  refund_cancelled_by: number;
  days: OpeningHoursFormDay[];
};

const durations = durationOptions(0, 480).map((m) => ({ value: String(m), label: durationLabel(m) }));
const cancelAdvances = durationOptions(0, 600).map((m) => ({
  value: String(m),
  label: m ? `${durationLabel(m)} before` : 'Up to the start',
}));

/** The form's values of a group, or the defaults of spec 2 §3 for a new one (hours: the club's, as a start). */
function valuesOf(group: CourtGroupRecord | null, club: ClubDetail): GroupFormValues {
  const d = group ?? courtGroupSchema.parse({ name: 'New group' });
  return {
    name: group?.name ?? '',
    default: d.default,
    ready: d.ready,
    admin_only_booking: d.admin_only_booking,
    advance_days_booking: d.advance_days_booking,
    min_booking_duration_members: String(d.min_booking_duration_members),
    max_booking_duration_members: String(d.max_booking_duration_members),
    max_booking_duration_nonmembers: String(d.max_booking_duration_nonmembers),
    matcha_booking_cancel_advance: String(d.matcha_booking_cancel_advance),
    refund_cancelled: d.refund_cancelled,
    refund_cancelled_by: d.refund_cancelled_by,
    payment_on_app: d.payment_on_app,
    inherit_club_hours: d.inherit_club_hours,
    days: openingHoursFormDays(group?.opening_hours.length ? group.opening_hours : club.opening_hours),
  };
}

/** The payload: the group's own hours only when it does not inherit the club's. */
const toInput = ({ days, ...v }: GroupFormValues): CourtGroupInput => ({
  ...v,
  opening_hours: v.inherit_club_hours ? [] : openingHoursPayload(days),
});

/** The group schema's messages, with the hours ones on the hours rows ('days.2.close'). */
function validate(values: GroupFormValues) {
  const errors = zodFormResolver(courtGroupSchema)(toInput(values));
  const { opening_hours: hoursNeeded, ...rest } = Object.fromEntries(
    Object.entries(errors).filter(([key]) => !key.startsWith('opening_hours.')),
  );
  const dayErrors = values.inherit_club_hours ? {} : zodFormResolver(openingHoursFormSchema)({ days: values.days });
  return { ...rest, ...dayErrors, ...(hoursNeeded ? { days: hoursNeeded } : {}) };
}

export type CourtGroupFormProps = {
  club: ClubDetail;
  group: CourtGroupRecord | null;
  opened: boolean;
  onClose: () => void;
};

/** Adds or edits a court group: its booking rules, cancellations and hours (spec 2 §3, §5). */
export function CourtGroupForm({ club, group, opened, onClose }: CourtGroupFormProps) {
  const save = useSaveCourtGroup(club.id);
  const form = useRecordForm({
    record: group,
    valuesOf: (g: CourtGroupRecord | null) => valuesOf(g, club),
    dependsOn: [club],
    opened,
    validate,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: group?.id, values: toInput(values) });
      notifySuccess(group ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  const field = (name: keyof GroupFormValues) => ({ key: form.key(name), ...form.getInputProps(name) });
  const toggle = (name: keyof GroupFormValues) => ({
    key: form.key(name),
    ...form.getInputProps(name, { type: 'checkbox' }),
  });
  const values = form.getValues();

  return (
    <FormPanel
      id="court-group-form"
      opened={opened}
      onClose={onClose}
      form={form}
      title={group ? `Edit ${group.name}` : 'Add a court group'}
      label={group ? 'Edit court group' : 'Add court group'}
      submitLabel={group ? 'Save group' : 'Add group'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInputField label="Name" required placeholder="Outdoor courts" {...field('name')} />
        <Switch
          label="Default group"
          description="The booking screen opens on it"
          disabled={group?.default}
          {...toggle('default')}
        />
        <Switch
          label="Open for bookings"
          description="Off: players and coaches do not see these courts; staff still book them"
          {...toggle('ready')}
        />
        <Switch label="Only administrators can book" {...toggle('admin_only_booking')} />

        <Divider label="Booking rules" labelPosition="left" mt="xs" />
        <NumberField label="Days ahead a court can be booked" allowDecimal={false} {...field('advance_days_booking')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <SelectField
            label="Shortest booking, members"
            data={durations}
            allowDeselect={false}
            {...field('min_booking_duration_members')}
          />
          <SelectField
            label="Longest booking, members"
            data={durations}
            allowDeselect={false}
            {...field('max_booking_duration_members')}
          />
          <SelectField
            label="Longest booking, visitors"
            data={durations}
            allowDeselect={false}
            {...field('max_booking_duration_nonmembers')}
          />
        </SimpleGrid>

        <Divider label="Cancelling and paying" labelPosition="left" mt="xs" />
        <SelectField
          label="Matcha bookings can be cancelled"
          data={cancelAdvances}
          allowDeselect={false}
          {...field('matcha_booking_cancel_advance')}
        />
        <Switch label="Refund cancelled bookings" {...toggle('refund_cancelled')} />
        {values.refund_cancelled && (
          <NumberField
            label="Refund when cancelled at least this many hours before"
            allowDecimal={false}
            {...field('refund_cancelled_by')}
          />
        )}
        <Switch label="Players pay in the app when they book" {...toggle('payment_on_app')} />

        <Divider label="Hours" labelPosition="left" mt="xs" />
        <SegmentedControl
          aria-label="Hours of the group"
          data={[
            { value: 'club', label: "The club's hours" },
            { value: 'own', label: 'Its own hours' },
          ]}
          value={values.inherit_club_hours ? 'club' : 'own'}
          onChange={(v) => form.setFieldValue('inherit_club_hours', v === 'club')}
        />
        {values.inherit_club_hours ? (
          <Text size="sm" c="dimmed">
            The group opens and closes with the club; change those under Club Settings › Hours.
          </Text>
        ) : (
          <GroupHoursField form={form} error={form.errors.days as string | undefined} />
        )}
      </Stack>
    </FormPanel>
  );
}
