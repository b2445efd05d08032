import { Button, Checkbox, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  facilityKeys,
  facilityLabels,
  normaliseFacilities,
  setFacilitiesSchema,
  type ClubDetail,
  type Facilities,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { useDashboardClub } from '../../../lib/dashboard';
import { TextInputField } from '../../../components/text-input';
import { loadRecordValues, useRecordForm } from '../../../components/use-record-form';
import { useSetFacilities } from '../api/club.api';
import { ClubTermsCard } from '../../../components/club-terms-card';

/** Club Settings › Facilities: what the club offers besides its courts, and its clinic terms. */
export function FacilitiesTab({ club }: { club: ClubDetail }) {
  const save = useSetFacilities(club.id);
  const canEdit = useDashboardClub().canEnter('clubDetails');
  const form = useRecordForm<Facilities, ClubDetail['facilities']>({
    record: club.facilities,
    valuesOf: normaliseFacilities,
    validate: zodFormResolver(setFacilitiesSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = normaliseFacilities((await save.mutateAsync(setFacilitiesSchema.parse(values))).facilities);
      loadRecordValues(form, saved);
      notifySuccess('Facilities saved');
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate aria-label="Facilities">
          <Title order={2} size="h4">
            Facilities
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Players see these on the club's page.
          </Text>
          {!canEdit && <ReadOnlyNote>Only the club's AGENT can change the facilities</ReadOnlyNote>}
          <Fieldset variant="unstyled" disabled={!canEdit} mt={canEdit ? 0 : 'sm'}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {facilityKeys.map((key) => (
                <Checkbox
                  key={form.key(key)}
                  label={facilityLabels[key]}
                  {...form.getInputProps(key, { type: 'checkbox' })}
                />
              ))}
            </SimpleGrid>
            <TextInputField
              mt="md"
              label="Anything else"
              placeholder="e.g. padel court, gym, barbecue area"
              key={form.key('other')}
              {...form.getInputProps('other')}
            />
          </Fieldset>
          {canEdit && (
            <Group justify="flex-end" mt="lg">
              <Button type="submit" loading={save.isPending}>
                Save facilities
              </Button>
            </Group>
          )}
        </form>
      </Paper>
      <ClubTermsCard clubId={club.id} />
    </Stack>
  );
}
