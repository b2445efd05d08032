import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import {
  formatAmount,
  weekdayNames,
  weekdayOf,
  type ClubFormat,
  type FreeCourt,
  type LessonCoach,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { useFreeCourts, useLessonCoaches } from '../api/player-bookings.api';
import { TimeFirstResults } from './time-first';

// A lesson with a coach (issue 28): the player picks a coach of the club (with their price), one
// of the coach's free times that day (their lesson hours, not coaching anything else, a court
// free), then the court. GET /api/club/{id}/lesson_coaches/ and free_courts.

export function LessonPicker({
  clubId,
  clubName,
  fmt,
  date,
  duration,
  coachId,
  time,
  onChange,
  onPick,
}: {
  clubId: number;
  clubName: string;
  fmt: ClubFormat;
  date: string;
  duration: number;
  coachId: number | null;
  time: string | null;
  onChange: (changes: { coach?: string; time?: string }) => void;
  onPick: (court: FreeCourt, coach: LessonCoach) => void;
}) {
  const coaches = useLessonCoaches(clubId, date, duration);
  const coach = coaches.data?.find((c) => c.id === coachId) ?? coaches.data?.[0] ?? null;
  const free = useFreeCourts(coach && time ? clubId : null, date, time ?? '00:00', duration);
  if (coaches.isPending) return <Skeleton h={120} radius="md" role="status" aria-label="Loading the coaches" />;
  if (coaches.isError)
    return (
      <ErrorState
        title="We couldn't load the coaches"
        error={coaches.error}
        onRetry={() => coaches.refetch()}
        isRetrying={coaches.isFetching}
      />
    );
  if (!coach)
    return (
      <Alert color="gray" variant="light" title="No coaches to book">
        {clubName} has no coaches players can book here. Ask the club about lessons.
      </Alert>
    );
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: coach.currency });
  return (
    <Stack gap="md">
      <NativeSelect
        label="Coach"
        value={String(coach.id)}
        onChange={(e) => onChange({ coach: e.currentTarget.value })}
        data={coaches.data.map((c) => ({ value: String(c.id), label: c.name }))}
        maw={320}
      />
      <Text size="sm">
        {coach.lesson_from
          ? `${coach.name} teaches ${coach.lesson_from}–${coach.lesson_to}: `
          : `${coach.name} gives no lessons on ${weekdayNames[weekdayOf(date)]}s. Other days: `}
        <Text span fw={600} inherit>
          {money(coach.price)}
        </Text>{' '}
        a lesson of this length, on top of the court.
      </Text>
      {coach.times.length === 0 ? (
        <Alert color="yellow" variant="light" title={`${coach.name} has no free time on this date`}>
          Try another day or coach.
        </Alert>
      ) : (
        <Stack gap={6}>
          <Text fw={600} id="lesson-times-label">
            Free times with {coach.name}
          </Text>
          <Group gap={6} role="group" aria-labelledby="lesson-times-label">
            {coach.times.map((t) => (
              <Button
                key={t.start}
                size="compact-sm"
                variant={t.start === time ? 'filled' : 'default'}
                aria-pressed={t.start === time}
                onClick={() => onChange({ coach: String(coach.id), time: t.start })}
              >
                {t.start}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {time && coach.times.some((t) => t.start === time) && (
        <TimeFirstResults
          query={free}
          clubId={clubId}
          clubName={clubName}
          fmt={fmt}
          onTime={(t) => onChange({ time: t })}
          onPick={(court) => onPick(court, coach)}
        />
      )}
    </Stack>
  );
}
