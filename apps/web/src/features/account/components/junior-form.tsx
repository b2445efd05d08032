import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  JUNIOR_MAX_AGE,
  juniorSchema,
  profileGenderOptions,
  type GenderCode,
  type HouseholdJunior,
} from '@rally/domain';
import { DatePickerField } from '../../../components/date-picker-field';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { TextInputField } from '../../../components/text-input';
import { clubToday } from '../../../lib/format';
import { useSaveJunior } from '../api/household.api';

type JuniorValues = { first_name: string; last_name: string; dob: string | null; gender: GenderCode };

/** Adding (no junior) or changing a junior of the household: names, date of birth (required) and gender. */
export function JuniorForm({ junior, onClose }: { junior: HouseholdJunior | null; onClose: () => void }) {
  const save = useSaveJunior(junior?.id ?? null);
  const form = useForm<JuniorValues>({
    initialValues: {
      first_name: junior?.first_name ?? '',
      last_name: junior?.last_name ?? '',
      dob: junior?.dob ?? null,
      gender: junior?.gender ?? 'U',
    },
    validate: zodFormResolver(juniorSchema),
  });
  const today = clubToday(); // the browser's day: a birthday has no club
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(juniorSchema.parse({ ...values, dob: values.dob ?? '' }));
      notifySuccess(junior ? `${saved.first_name}'s details are saved.` : `${saved.first_name} is in your household.`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const field = (name: keyof JuniorValues) => ({ key: form.key(name), ...form.getInputProps(name) });
  return (
    <Modal opened onClose={onClose} title={junior ? `Change ${junior.first_name}'s details` : 'Add a junior'} centered>
      <form onSubmit={submit} noValidate aria-label={junior ? 'Junior details' : 'Add a junior'}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInputField label="First name" required {...field('first_name')} />
            <TextInputField label="Last name" required {...field('last_name')} />
          </SimpleGrid>
          <DatePickerField
            label="Date of birth"
            description={`Under ${JUNIOR_MAX_AGE}; clinics and competitions check their ages by it`}
            required
            minDate={`${Number(today.slice(0, 4)) - JUNIOR_MAX_AGE}-01-01`}
            maxDate={today}
            today={today}
            openOn={`${Number(today.slice(0, 4)) - 10}-01-01`}
            openLevel="decade"
            {...field('dob')}
          />
          <SelectField label="Gender" data={[...profileGenderOptions]} allowDeselect={false} {...field('gender')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {junior ? 'Save' : 'Add junior'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
