import { Badge, Card, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { IconSchool } from '@tabler/icons-react';
import {
  ageOn,
  coachesContract,
  coachLimits,
  coachTypeLabels,
  skillLevels,
  studentGenderLabels,
  type CoachCard,
  type CoachFinderQuery,
} from '@rally/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { queryOf } from '../../../lib/endpoint';
import { clubToday } from '../../../lib/format';
import { useCurrentPlayer, type CurrentPlayer } from '../../../lib/session';

// Find a coach (issue 27): each coach's student settings at the club (gender, ages, NTRP, levels)
// are what the player filters by; the server keeps the coaches who teach such a student.

const ntrps = ['1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5', '5.5'];

/** "Ages 12–99 · NTRP 3–5.5 · Advanced, Professional · all genders". */
function teaches(c: CoachCard): string {
  const parts = [`Ages ${c.min_student_age}–${c.max_student_age}`, `NTRP ${c.min_ntrp}–${c.max_ntrp}`];
  parts.push(c.generic_levels.length ? c.generic_levels.join(', ') : 'every level');
  parts.push(
    c.student_gender === 'U' ? 'all genders' : `${studentGenderLabels[c.student_gender].toLowerCase()} students`,
  );
  return parts.join(' · ');
}

type Filter = Record<'gender' | 'age' | 'ntrp' | 'level', string | null>;

/** The filter a player starts with: their own profile (the Me page), so the list opens on the coaches who take them. */
function profileFilter(player: CurrentPlayer | undefined): Filter {
  const age = ageOn(player?.dob, clubToday());
  const ntrp = player?.ntrp_level == null ? null : String(player.ntrp_level);
  return {
    gender: player && player.gender !== 'U' ? player.gender : null,
    age: age === null ? null : String(age),
    ntrp: ntrp && ntrps.includes(ntrp) ? ntrp : null,
    level: null,
  };
}

/** The club page's coaches, filtered by who the lessons are for; nothing for someone who is not a player of the club. */
export function CoachFinder({ clubId }: { clubId: number }) {
  const { data: player } = useCurrentPlayer();
  const [filter, setFilter] = useState<Filter>(() => profileFilter(player));
  const query: CoachFinderQuery = {
    gender: (filter.gender as 'M' | 'F' | null) ?? undefined,
    // An age outside the coaches' range is not asked for until it is one (typing '1' on the way to '12').
    age:
      filter.age && Number(filter.age) >= coachLimits.age.min && Number(filter.age) <= coachLimits.age.max
        ? Number(filter.age)
        : undefined,
    ntrp: filter.ntrp ? Number(filter.ntrp) : undefined,
    level: (filter.level as CoachFinderQuery['level'] | null) ?? undefined,
  };
  const coaches = useQuery({
    ...queryOf(coachesContract.find, { params: { id: clubId }, query }),
    placeholderData: keepPreviousData,
    retry: (n, error) => !(error instanceof ApiError && error.status < 500) && n < 2,
  });
  // Coaches are shown to the club's players (followers, members, staff): others see nothing here.
  if (coaches.error instanceof ApiError && coaches.error.status < 500) return null;
  const set = (key: keyof typeof filter) => (value: string | null) => setFilter((f) => ({ ...f, [key]: value }));
  const list = coaches.data ?? [];
  const filtered = Object.values(filter).some(Boolean);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="coach-finder-title">
      <Stack gap="md">
        <Group gap="xs" c="court.7">
          <IconSchool size={18} aria-hidden />
          <Title order={2} size="h5" c="dark" id="coach-finder-title">
            Find a coach
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Select
            label="Student"
            placeholder="Anyone"
            clearable
            data={[
              { value: 'M', label: 'Male' },
              { value: 'F', label: 'Female' },
            ]}
            value={filter.gender}
            onChange={set('gender')}
          />
          <NumberInput
            label="Age"
            placeholder="Any age"
            min={coachLimits.age.min}
            max={coachLimits.age.max}
            allowDecimal={false}
            value={filter.age ?? ''}
            onChange={(v) => set('age')(v === '' ? null : String(v))}
          />
          <Select label="NTRP" placeholder="Any" clearable data={ntrps} value={filter.ntrp} onChange={set('ntrp')} />
          <Select
            label="Level"
            placeholder="Any level"
            clearable
            data={[...skillLevels]}
            value={filter.level}
            onChange={set('level')}
          />
        </SimpleGrid>
        {coaches.isPending ? (
          <Skeleton h={60} radius="md" />
        ) : coaches.isError ? (
          <Text c="red">We couldn't load the coaches. Try again in a moment.</Text>
        ) : list.length === 0 ? (
          <Text c="dimmed">
            {filtered
              ? 'No coach here teaches that student. Try a wider choice.'
              : 'The club has no coaches listed yet.'}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
            role="list"
            aria-label="Coaches"
            aria-busy={coaches.isFetching || undefined}
          >
            {list.map((c) => (
              <Group key={c.id} role="listitem" gap="sm" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text fw={600}>{c.full_name}</Text>
                    <Badge variant="light" color={c.ttype === 'P' ? 'ball' : 'court'} tt="none">
                      {coachTypeLabels[c.ttype]}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {teaches(c)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
