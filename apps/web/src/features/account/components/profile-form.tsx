import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ntrpLevels, profileGenderOptions, updatePlayerSchema, type GenderCode } from '@rally/domain';
import { DatePickerField } from '../../../components/date-picker-field';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { TextInputField } from '../../../components/text-input';
import { clubToday } from '../../../lib/format';
import type { CurrentPlayer } from '../../../lib/session';
import { useSaveProfile } from '../api/profile.api';
import { NtrpGuide } from './ntrp-guide';

/** The form's values: the selects' strings, the date YYYY-MM-DD or null. */
type ProfileValues = {
  full_name: string;
  gender: GenderCode;
  dob: string | null;
  ntrp_level: string | null;
  phone: string;
};

const valuesOf = (p: CurrentPlayer): ProfileValues => ({
  full_name: p.full_name,
  gender: p.gender,
  dob: p.dob,
  ntrp_level: p.ntrp_level === null ? null : p.ntrp_level.toFixed(1),
  phone: p.phone,
});

const ntrpOptions = ntrpLevels.map((n) => n.toFixed(1));

/**
 * Name, gender, date of birth, NTRP level and phone: what clinics', hits' and coaches' limits read,
 * and what the player's clubs see on their register (docs/account.md).
 */
export function ProfileForm({ player }: { player: CurrentPlayer }) {
  const save = useSaveProfile(player.id);
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(player),
    validate: zodFormResolver(updatePlayerSchema),
    validateInputOnBlur: true,
  });
  const today = clubToday(); // the browser's day: a birthday has no club
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(updatePlayerSchema.parse(values));
      form.resetDirty(valuesOf(saved));
      notifySuccess('Your profile is saved.');
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const field = (name: keyof ProfileValues) => ({ key: form.key(name), ...form.getInputProps(name) });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="profile-title">
      <form onSubmit={submit} noValidate aria-label="Your profile">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="profile-title">
              Profile
            </Title>
            <Text size="sm" c="dimmed">
              Clubs you belong to see these on their register. Clinics, hits and coaches with a gender, age or level
              limit read them.
            </Text>
          </div>
          <TextInputField label="Full name" required autoComplete="name" {...field('full_name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <SelectField label="Gender" data={[...profileGenderOptions]} allowDeselect={false} {...field('gender')} />
            <DatePickerField
              label="Date of birth"
              clearable
              minDate="1900-01-01"
              maxDate={today}
              today={today}
              openOn={`${Number(today.slice(0, 4)) - 30}-01-01`}
              openLevel="decade"
              {...field('dob')}
            />
            <SelectField
              label="NTRP level"
              placeholder="Not rated"
              clearable
              data={ntrpOptions}
              {...field('ntrp_level')}
            />
            <TextInputField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          </SimpleGrid>
          <NtrpGuide />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
