import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { FeatureParams } from '@rally/domain';
import type { UseFormReturnType } from '@mantine/form';
import { NumberField } from '../../../components/number-field';
import { useCourtGroups } from '../api/courts.api';

// Booking Settings › Release lottery for prime time (issue 29): the high-demand times (court
// groups, weekdays, hours) and the release rule. The rules are the domain's lotteryParamsShape,
// checked by the same schema here and on the server.

type FormValues = FeatureParams['courtbooking'];

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, i) => ({ value: String(i + 1), label }));
const hours = Array.from({ length: 49 }, (_, i) => {
  const text = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: text, label: text };
});

export function LotterySettings({ clubId, form }: { clubId: number; form: UseFormReturnType<FormValues> }) {
  const groups = useCourtGroups(clubId);
  const v = form.getValues();
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} size="h5">
          Release lottery for prime time
        </Title>
        <Text size="sm" c="dimmed">
          Players ask for a high-demand slot while requests are open; when they close a fair draw gives the slots out,
          favouring players who lost recent draws. What nobody wins is first come after the draw.
        </Text>
        <Switch
          label="Give prime time out by lottery"
          key={form.key('LotteryEnabled')}
          {...form.getInputProps('LotteryEnabled', { type: 'checkbox' })}
        />
        {v.LotteryEnabled && (
          <>
            {v.LotteryTimes.map((_, index) => (
              <Paper key={form.key(`LotteryTimes.${index}`)} withBorder radius="sm" p="sm">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">
                      High-demand time {index + 1}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove high-demand time ${index + 1}`}
                      onClick={() => form.removeListItem('LotteryTimes', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  <MultiSelect
                    label="Court groups"
                    description="None chosen: every group"
                    data={groupOptions}
                    key={form.key(`LotteryTimes.${index}.court_groups`)}
                    {...form.getInputProps(`LotteryTimes.${index}.court_groups`)}
                    value={v.LotteryTimes[index].court_groups.map(String)}
                    onChange={(ids) => form.setFieldValue(`LotteryTimes.${index}.court_groups`, ids.map(Number))}
                  />
                  <MultiSelect
                    label="Weekdays"
                    data={weekdays}
                    key={form.key(`LotteryTimes.${index}.weekdays`)}
                    {...form.getInputProps(`LotteryTimes.${index}.weekdays`)}
                    value={v.LotteryTimes[index].weekdays.map(String)}
                    onChange={(days) => form.setFieldValue(`LotteryTimes.${index}.weekdays`, days.map(Number))}
                  />
                  <SimpleGrid cols={2} spacing="sm">
                    <Select
                      label="From"
                      data={hours}
                      allowDeselect={false}
                      key={form.key(`LotteryTimes.${index}.from`)}
                      {...form.getInputProps(`LotteryTimes.${index}.from`)}
                    />
                    <Select
                      label="To"
                      data={hours}
                      allowDeselect={false}
                      key={form.key(`LotteryTimes.${index}.to`)}
                      {...form.getInputProps(`LotteryTimes.${index}.to`)}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  form.insertListItem('LotteryTimes', {
                    court_groups: [],
                    weekdays: [1, 2, 3, 4],
                    from: '18:00',
                    to: '20:00',
                  })
                }
              >
                Add a high-demand time
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NumberField
                label="Requests open this many days ahead"
                min={1}
                max={60}
                allowDecimal={false}
                suffix=" days"
                {...form.getInputProps('LotteryDaysAhead')}
                key={form.key('LotteryDaysAhead')}
              />
              <Select
                label="Requests open at"
                description="In the club's time zone"
                data={hours.slice(0, 48)}
                allowDeselect={false}
                {...form.getInputProps('LotteryReleaseTime')}
                key={form.key('LotteryReleaseTime')}
              />
              <NumberField
                label="Requests stay open for"
                description="The draw runs when they close"
                min={5}
                max={720}
                allowDecimal={false}
                suffix=" min"
                {...form.getInputProps('LotteryWindowMinutes')}
                key={form.key('LotteryWindowMinutes')}
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}
