import { Chip, Group, Input, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  addCoachFormSchema,
  clubCoachDefaults,
  clubCoachSettingsSchema,
  coachLimits,
  coachTypeLabels,
  coachTypes,
  genders,
  skillLevels,
  studentGenderLabels,
  type ClubCoach,
  type ClubCoachSettings,
} from '@rally/domain';
import { z } from 'zod';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { useRecordForm } from '../../../components/use-record-form';
import { TextInputField } from '../../../components/text-input';
import { LessonHoursField } from './lesson-hours-field';

type Values = { email: string; club_coach: ClubCoachSettings };

const editSchema = z.object({ club_coach: clubCoachSettingsSchema });
const ntrpData = Array.from({ length: (coachLimits.ntrp.max - coachLimits.ntrp.min) * 2 + 1 }, (_, i) => {
  const value = (coachLimits.ntrp.min + i / 2).toFixed(1);
  return { value, label: value };
});
const settingsOf = (coach: ClubCoach | null): ClubCoachSettings => {
  if (!coach) return { ...clubCoachDefaults, generic_levels: [] };
  const { id: _id, club: _club, coach: _coach, player: _player, full_name: _name, email: _email, ...settings } = coach;
  return settings as ClubCoachSettings;
};

/** The slide-in panel that adds a coach (by e-mail) or edits a coach's settings at the club. */
export function CoachPanel({
  opened,
  coach,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The coach being edited; null to add one. */
  coach: ClubCoach | null;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<unknown>;
}) {
  const isAdd = coach === null;
  const form = useRecordForm<Values, ClubCoach | null>({
    record: coach,
    valuesOf: (c) => ({ email: '', club_coach: settingsOf(c) }),
    opened,
    validate: zodFormResolver(isAdd ? addCoachFormSchema : editSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const ntrp = (field: 'min_ntrp' | 'max_ntrp') => {
    const props = form.getInputProps(`club_coach.${field}`);
    return {
      ...props,
      value: Number(props.value).toFixed(1),
      onChange: (v: string | null) => form.setFieldValue(`club_coach.${field}`, Number(v)),
    };
  };

  return (
    <SlideInModal
      opened={opened}
      onClose={onClose}
      form={form}
      title={isAdd ? 'Invite a coach' : `${coach.full_name}'s settings`}
      footer={
        <FormPanelActions form="coach-form" submitting={form.submitting} onCancel={onClose}>
          {isAdd ? 'Send invitation' : 'Save settings'}
        </FormPanelActions>
      }
    >
      <form id="coach-form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {isAdd && (
            <TextInputField
              label="Email"
              type="email"
              required
              description="The coach's Rally account"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          )}
          <Input.Wrapper label="Type">
            <SegmentedControl
              fullWidth
              mt={4}
              data={coachTypes.map((t) => ({ value: t, label: coachTypeLabels[t] }))}
              key={form.key('club_coach.ttype')}
              {...form.getInputProps('club_coach.ttype')}
            />
          </Input.Wrapper>
          <Text fw={600} size="sm" mt="xs">
            Students
          </Text>
          <SelectField
            label="Gender"
            data={genders.map((g) => ({ value: g, label: studentGenderLabels[g] }))}
            required
            key={form.key('club_coach.student_gender')}
            {...form.getInputProps('club_coach.student_gender')}
          />
          <SimpleGrid cols={2}>
            <NumberField
              label="Youngest age"
              max={coachLimits.age.max}
              allowDecimal={false}
              key={form.key('club_coach.min_student_age')}
              {...form.getInputProps('club_coach.min_student_age')}
            />
            <NumberField
              label="Oldest age"
              max={coachLimits.age.max}
              allowDecimal={false}
              key={form.key('club_coach.max_student_age')}
              {...form.getInputProps('club_coach.max_student_age')}
            />
            <SelectField
              label="Lowest NTRP"
              data={ntrpData}
              required
              key={form.key('club_coach.min_ntrp')}
              {...ntrp('min_ntrp')}
            />
            <SelectField
              label="Highest NTRP"
              data={ntrpData}
              required
              key={form.key('club_coach.max_ntrp')}
              {...ntrp('max_ntrp')}
            />
          </SimpleGrid>
          <Input.Wrapper
            label="Levels"
            description="Leave empty for every level"
            error={form.errors['club_coach.generic_levels']}
          >
            <Chip.Group
              multiple
              key={form.key('club_coach.generic_levels')}
              {...form.getInputProps('club_coach.generic_levels')}
            >
              <Group gap="xs" mt={6}>
                {skillLevels.map((level) => (
                  <Chip key={level} value={level} size="sm">
                    {level}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <Text fw={600} size="sm" mt="xs">
            Bookings
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberField
              label="Book ahead (days)"
              max={coachLimits.advanceDays.max}
              allowDecimal={false}
              key={form.key('club_coach.advance_days_booking')}
              {...form.getInputProps('club_coach.advance_days_booking')}
            />
            <NumberField
              label="Hours a day"
              max={coachLimits.hoursDay.max}
              allowDecimal={false}
              key={form.key('club_coach.max_hours_day')}
              {...form.getInputProps('club_coach.max_hours_day')}
            />
            <NumberField
              label="Cancel notice (hours)"
              max={coachLimits.cancelHours.max}
              allowDecimal={false}
              key={form.key('club_coach.advance_hours_cancel')}
              {...form.getInputProps('club_coach.advance_hours_cancel')}
            />
          </SimpleGrid>
          <Switch
            label="May book recurring sessions"
            key={form.key('club_coach.can_book_recurring')}
            {...form.getInputProps('club_coach.can_book_recurring', { type: 'checkbox' })}
          />
          <Text fw={600} size="sm" mt="xs">
            Lessons players book
          </Text>
          <NumberField
            label="Price an hour"
            description="On top of the court"
            min={0}
            decimalScale={2}
            maw={220}
            key={form.key('club_coach.lesson_price')}
            {...form.getInputProps('club_coach.lesson_price')}
          />
          <LessonHoursField
            value={form.getValues().club_coach.lesson_hours}
            onChange={(hours) => form.setFieldValue('club_coach.lesson_hours', hours)}
            errorOf={(index, field) => form.errors[`club_coach.lesson_hours.${index}.${field}`] as string | undefined}
            error={form.errors['club_coach.lesson_hours'] as string | undefined}
          />
        </Stack>
      </form>
    </SlideInModal>
  );
}
