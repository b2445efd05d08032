import { Alert, Button, Checkbox, Chip, Divider, Group, Input, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  bookingRateSchema,
  timeLabel,
  weekdayShortNames,
  type BookingRateRecord,
  type ClubDetail,
  type CourtGroupRecord,
} from '@rally/domain';
import { useMemo } from 'react';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { FormPanel } from '../../../components/form-panel';
import { useRecordForm } from '../../../components/use-record-form';
import { TextInputField } from '../../../components/text-input';
import { ApiError } from '../../../lib/api';
import { useSaveBookingRate } from '../api/courts.api';
import { rateFormErrors, rateFormValues, rateInput, rateTimeOptions, type RateFormValues } from './rate-form-values';

const dayPresets = [
  { label: 'Weekdays', days: ['0', '1', '2', '3', '4'] },
  { label: 'Weekends', days: ['5', '6'] },
  { label: 'Every day', days: ['0', '1', '2', '3', '4', '5', '6'] },
];

export type RateFormProps = {
  club: ClubDetail;
  group: CourtGroupRecord;
  rate: BookingRateRecord | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * Adds or edits a court group's booking rate (spec 2 §3, §5): its days and times, the hourly
 * price and can-book flag of members, visitors and coaches, and membership types' own prices.
 */
export function RateForm({ club, group, rate, opened, onClose }: RateFormProps) {
  const save = useSaveBookingRate(club.id);
  const times = useMemo(() => rateTimeOptions(group, club.opening_hours, rate), [group, club.opening_hours, rate]);
  const timeData = times.map((t) => ({ value: t, label: timeLabel(t) }));
  // The club's membership types are rows of the form: a new type shows in a form without changes.
  const form = useRecordForm({
    record: rate,
    valuesOf: (r: BookingRateRecord | null) => rateFormValues(r, club, times),
    dependsOn: [club, times],
    opened,
    validate: (v) =>
      rateFormErrors(zodFormResolver(bookingRateSchema)(rateInput(v, group.id)) as Record<string, string>, v),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({ id: rate?.id, values: rateInput(v, group.id) });
      notifySuccess(rate ? `${saved.name} saved` : `${saved.name} added to ${group.name}`);
      onClose();
    } catch (error) {
      const errors = error instanceof ApiError ? rateFormErrors(error.fieldErrors, v) : {};
      form.setErrors(errors);
      notifyError(error);
    }
  });

  const v = form.getValues();
  const currency = club.currency.toUpperCase();
  const field = (name: string) => ({ key: form.key(name), ...form.getInputProps(name) });
  const toggle = (name: string) => ({ key: form.key(name), ...form.getInputProps(name, { type: 'checkbox' }) });
  const priceRow = (label: string, can: keyof RateFormValues, price: keyof RateFormValues) => (
    <Group key={label} gap="sm" align="flex-start" wrap="nowrap">
      <Checkbox label={`${label} can book`} w={170} mt={8} {...toggle(can)} />
      <NumberField
        aria-label={`${label} price an hour (${currency})`}
        placeholder="0"
        allowDecimal={false}
        disabled={!v[can]}
        rightSection={
          <Text size="xs" c="dimmed">
            {currency}
          </Text>
        }
        rightSectionWidth={48}
        style={{ flex: 1 }}
        {...field(price)}
      />
    </Group>
  );

  return (
    <FormPanel
      id="rate-form"
      opened={opened}
      onClose={onClose}
      form={form}
      title={rate ? `Edit ${rate.name}` : `Add a rate to ${group.name}`}
      label={rate ? 'Edit rate' : 'Add rate'}
      submitLabel={rate ? 'Save rate' : 'Add rate'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInputField label="Name" required placeholder="Weekday peak" {...field('name')} />
        <Input.Wrapper label="Days" error={form.errors.weekdays}>
          <Chip.Group multiple value={v.weekdays} onChange={(days) => form.setFieldValue('weekdays', days)}>
            <Group gap={6} mt={4}>
              {weekdayShortNames.map((day, i) => (
                <Chip key={day} value={String(i)} size="sm">
                  {day}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group gap="xs" mt={6}>
            {dayPresets.map((p) => (
              <Button
                key={p.label}
                size="compact-xs"
                variant="subtle"
                onClick={() => form.setFieldValue('weekdays', p.days)}
              >
                {p.label}
              </Button>
            ))}
          </Group>
        </Input.Wrapper>
        <SimpleGrid cols={2} spacing="sm">
          <SelectField label="Start" required data={timeData} allowDeselect={false} {...field('start')} />
          <SelectField label="End" required data={timeData} allowDeselect={false} {...field('end')} />
        </SimpleGrid>

        <Divider label={`Prices an hour, in whole ${currency}`} labelPosition="left" mt="xs" />
        {priceRow('Members', 'member_can_book', 'member_def_price')}
        {priceRow('Visitors', 'nonmember_can_book', 'nonmember_def_price')}
        {priceRow('Coaches', 'coach_can_book', 'coach_book_price')}

        <Divider label="Membership types" labelPosition="left" mt="xs" />
        {v.types.length === 0 ? (
          <Alert color="gray" variant="light">
            The club has no membership types yet; every member pays the members' price.
          </Alert>
        ) : (
          <Text size="xs" c="dimmed">
            A type without its own price pays the members' price.
          </Text>
        )}
        {v.types.map((t, i) => (
          <Stack key={t.membership_type} gap={6}>
            <Switch label={`${t.name}: own price`} {...toggle(`types.${i}.own`)} />
            {t.own && (
              <Group gap="sm" align="flex-start" wrap="nowrap" pl="xl">
                <Checkbox label="Can book" w={130} mt={8} {...toggle(`types.${i}.can_book`)} />
                <NumberField
                  aria-label={`${t.name} price an hour (${currency})`}
                  allowDecimal={false}
                  disabled={!t.can_book}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {currency}
                    </Text>
                  }
                  rightSectionWidth={48}
                  style={{ flex: 1 }}
                  {...field(`types.${i}.price`)}
                />
              </Group>
            )}
          </Stack>
        ))}
      </Stack>
    </FormPanel>
  );
}
