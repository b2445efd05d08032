import { Button, Group, Paper, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatAmount, tillFormSchema, type ClubDetail } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { useClubFormat } from '../../../lib/format';
import { useSaveTill, useTills } from '../api/cash-up.api';

/** Club Store › Settings › Tills (issue 30): the club's tills with their opening float; a till is taken out of use, never deleted. */
export function TillsSettings({ club }: { club: ClubDetail }) {
  const fmt = useClubFormat(club);
  const tills = useTills(club.id);
  const save = useSaveTill(club.id);
  const form = useForm<{ name: string; opening_float: number | string }>({
    mode: 'controlled',
    initialValues: { name: '', opening_float: 0 },
    validate: zodFormResolver(tillFormSchema),
  });
  const add = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({ id: null, name: v.name, opening_float: Number(v.opening_float) });
      notifySuccess(`${v.name} added`);
      form.reset();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  const setActive = async (id: number, active: boolean) => {
    try {
      await save.mutateAsync({ id, active });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Tills
        </Title>
        <Text size="sm" c="dimmed">
          Each till is a point of sale with its own cash drawer. The Store tab says which till it is; at the end of the
          day each till is closed with its cash counted.
        </Text>
        {tills.isError ? (
          <ErrorState title="We couldn't load the tills" error={tills.error} onRetry={() => tills.refetch()} />
        ) : tills.isPending ? (
          <Skeleton h={80} />
        ) : tills.data.length === 0 ? (
          <Text size="sm">No tills yet.</Text>
        ) : (
          <Table aria-label="Tills">
            <Table.Tbody>
              {tills.data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td ta="right">Float {formatAmount(t.opening_float, fmt)}</Table.Td>
                  <Table.Td>
                    <Switch
                      label="In use"
                      checked={t.active}
                      onChange={(e) => setActive(t.id, e.currentTarget.checked)}
                      aria-label={`${t.name} in use`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={add} noValidate aria-label="Add a till">
          <Group align="flex-end" gap="sm">
            <TextInput label="Till name" placeholder="Front desk" {...form.getInputProps('name')} style={{ flex: 1 }} />
            <NumberField
              label="Opening float"
              decimalScale={2}
              min={0}
              w={140}
              {...form.getInputProps('opening_float')}
            />
            <Button type="submit" variant="light" loading={save.isPending}>
              Add till
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
