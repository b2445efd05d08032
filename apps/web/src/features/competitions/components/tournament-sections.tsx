import { ActionIcon, Button, Group, MultiSelect, SimpleGrid, Stack, TagsInput, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CANCELLED_OPTIONS,
  cancelledOptionLabels,
  FIXTURE_TYPES,
  fixtureTypeLabels,
  LADDER_ORDER_KEYS,
  ladderOrderLabels,
  PLAY_FREQUENCIES,
  PLAYER_GENDERS,
  playerGenderLabels,
  POINTS_OPTIONS,
  SETS_UP_TO,
  TIE_BREAKERS,
  TIME_PLAYED_OPTIONS,
  timePlayedLabel,
  TOURNAMENT_TYPES,
  tournamentTypeLabels,
  WEEKDAY_NAMES,
} from '@rally/domain';
import { CheckboxField } from '../../../components/checkbox-field';
import { requiredLabelProps } from '../../../components/field-label';
import { DatePickerField } from '../../../components/date-picker-field';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useCountries } from '../../../lib/reference';
import { useClubChoices } from '../api/tournaments.api';
import type { TournamentValues } from '../tournament-format';

type Form = UseFormReturnType<TournamentValues>;

const asStrings = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((v) => ({ value: v, label: labels ? labels[v] : v }));
const pointsData = (withZero: boolean) =>
  [...(withZero ? [0] : []), ...POINTS_OPTIONS].map((n) => ({ value: String(n), label: String(n) }));
/** A select over numbers: the form holds the number (or null), the select a string. */
function numberSelect(form: Form, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: props.value === null || props.value === undefined ? null : String(props.value),
    onChange: (v: string | null) => form.setFieldValue(path, v === null ? null : Number(v)),
  };
}

/** A number box over a field that may hold null (NumberField takes undefined for empty). */
function numberBox(form: Form, path: string) {
  const props = form.getInputProps(path);
  return { ...props, value: props.value === null ? undefined : props.value };
}

/** Step 1: name, description, dates and the clubs taking part. */
export function DefinitionSection({ form }: { form: Form }) {
  const clubs = useClubChoices();
  return (
    <Stack gap="sm">
      <TextInputField label="Name" required {...form.getInputProps('name')} />
      <TextAreaField label="Description" required {...form.getInputProps('desc')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerField label="Start" required {...form.getInputProps('start')} />
        <DatePickerField label="Finish" required {...form.getInputProps('finish')} />
      </SimpleGrid>
      <MultiSelect
        {...requiredLabelProps('Clubs', true)}
        description="The clubs whose teams play (at least one)."
        searchable
        data={(clubs.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        error={form.errors.club_set}
        value={form.values.club_set.map(String)}
        onChange={(v) => form.setFieldValue('club_set', v.map(Number))}
      />
    </Stack>
  );
}

/** Step 2: the playing format — type, teams, gender, match sets, when and where it is played. */
export function PlayingFormatSection({ form }: { form: Form }) {
  const countries = useCountries();
  const p = form.values.params;
  const sets = p.match_sets ?? [];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label="Type"
          required
          data={asStrings(TOURNAMENT_TYPES, tournamentTypeLabels)}
          {...form.getInputProps('params.Type')}
        />
        {p.Type === 'RRKO' && (
          <NumberField
            label="Knockout teams"
            required
            allowDecimal={false}
            {...numberBox(form, 'params.NumberOfTeamsKnockout')}
          />
        )}
        <SelectField
          label="Fixture type"
          required
          data={asStrings(FIXTURE_TYPES, fixtureTypeLabels)}
          {...form.getInputProps('params.FixtureType')}
        />
        <SelectField
          label="Player gender"
          required
          data={asStrings(PLAYER_GENDERS, playerGenderLabels)}
          {...form.getInputProps('params.PlayerGender')}
        />
        <NumberField
          label="Players per team"
          required
          allowDecimal={false}
          {...numberBox(form, 'params.PlayersPerTeam')}
        />
        {p.PlayerGender === 'mixed' && (
          <>
            <NumberField label="Men per team" required allowDecimal={false} {...numberBox(form, 'params.MenPerTeam')} />
            <NumberField
              label="Women per team"
              required
              allowDecimal={false}
              {...numberBox(form, 'params.WomenPerTeam')}
            />
          </>
        )}
        <SelectField
          label="Country"
          required
          searchable
          data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          {...form.getInputProps('params.Country')}
        />
        <NumberField
          label="Number of teams"
          required
          allowDecimal={false}
          {...numberBox(form, 'params.NumberOfTeams')}
        />
        <NumberField
          label="Matches per round"
          description="Fixtures played each round"
          required
          allowDecimal={false}
          {...numberBox(form, 'params.NumberOfMatchesPerRound')}
        />
        <NumberField
          label="Number of rounds"
          required
          allowDecimal={false}
          {...numberBox(form, 'params.NumberOfRounds')}
        />
        <SelectField
          label="Day of the week"
          required
          data={WEEKDAY_NAMES.map((d, i) => ({ value: String(i), label: d }))}
          value={p.DaysOfWeek?.length === 1 ? String(p.DaysOfWeek[0]) : null}
          onChange={(v) => form.setFieldValue('params.DaysOfWeek', v === null ? [] : [Number(v)])}
          error={form.errors['params.DaysOfWeek']}
        />
        <SelectField
          label="Play frequency"
          required
          data={asStrings(PLAY_FREQUENCIES).map((o) => ({ ...o, label: o.label[0].toUpperCase() + o.label.slice(1) }))}
          {...form.getInputProps('params.PlayFrequency')}
        />
        <SelectField
          label="Time played"
          required
          data={TIME_PLAYED_OPTIONS.map((t) => ({ value: t, label: timePlayedLabel(t) }))}
          {...form.getInputProps('params.TimePlayed')}
        />
        <NumberField
          label="Number of courts"
          required
          allowDecimal={false}
          {...numberBox(form, 'params.NumberOfCourts')}
        />
        <NumberField
          label="Spare courts"
          description="Kept free each night (0 for none)"
          required
          allowDecimal={false}
          {...numberBox(form, 'params.NumberOfSpareCourts')}
        />
      </SimpleGrid>
      <TagsInput
        label="Dates not played"
        description="Type a date as YYYY-MM-DD and press Enter"
        {...form.getInputProps('params.DatesNotPlayed')}
      />
      <Stack gap={6}>
        <Title order={3} size="h5">
          Match sets
        </Title>
        <Text size="sm" c="dimmed">
          The matches of every fixture (at least one).
        </Text>
        {sets.map((_, i) => (
          <Group key={i} align="flex-end" gap="xs" wrap="nowrap">
            <TextInputField
              label={`Match ${i + 1} name`}
              style={{ flex: 2 }}
              {...form.getInputProps(`params.match_sets.${i}.name`)}
            />
            <SelectField
              label="Format"
              style={{ flex: 1 }}
              data={[
                { value: 'S', label: 'Singles' },
                { value: 'D', label: 'Doubles' },
              ]}
              {...form.getInputProps(`params.match_sets.${i}.format`)}
            />
            <SelectField
              label="Sets"
              style={{ flex: 1 }}
              data={[
                { value: '1', label: '1 set' },
                { value: '3', label: 'Best of 3' },
                { value: '5', label: 'Best of 5' },
              ]}
              {...numberSelect(form, `params.match_sets.${i}.number_of_sets`)}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Remove match ${i + 1}`}
              onClick={() => form.removeListItem('params.match_sets', i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {form.errors['params.match_sets'] && (
          <Text size="sm" c="red.9">
            {form.errors['params.match_sets']}
          </Text>
        )}
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() =>
            form.insertListItem('params.match_sets', {
              name: `Match ${sets.length + 1}`,
              format: 'D',
              number_of_sets: 3,
            })
          }
        >
          Add a match
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 3: scoring and ladder rules. */
export function RulesSection({ form }: { form: Form }) {
  const p = form.values.params;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label="Deuce"
          required
          data={[
            { value: 'yes', label: 'Deuce' },
            { value: 'no', label: 'No deuce (sudden death)' },
          ]}
          value={p.Deuce === true ? 'yes' : p.Deuce === false ? 'no' : null}
          onChange={(v) => form.setFieldValue('params.Deuce', v === null ? null : v === 'yes')}
          error={form.errors['params.Deuce']}
        />
        <SelectField
          label="Sets up to"
          required
          data={SETS_UP_TO.map((v) => ({ value: v, label: v === 'standard' ? 'Standard (6)' : `${v} games` }))}
          {...form.getInputProps('params.SetsUpTo')}
        />
        <SelectField
          label="Tie breaker"
          required
          data={TIE_BREAKERS.map((v) => ({
            value: v,
            label: v === 'standard' ? 'Standard (6-6)' : v === 'other' ? 'Other' : `At ${v}`,
          }))}
          {...form.getInputProps('params.TieBreaker')}
        />
        {p.TieBreaker === 'other' && (
          <NumberField
            label="Tie breaker at (games all)"
            required
            allowDecimal={false}
            {...numberBox(form, 'params.TieBreakerOther')}
          />
        )}
        <SelectField
          label="Points per win"
          required
          data={pointsData(false)}
          {...numberSelect(form, 'params.PointsPerWin')}
        />
        <SelectField
          label="Bonus points per round"
          required
          data={pointsData(true)}
          {...numberSelect(form, 'params.BonusPointsPerRound')}
        />
        <SelectField
          label="Cancelled points"
          required
          data={pointsData(true)}
          {...numberSelect(form, 'params.CancelledPoints')}
        />
        <SelectField
          label="Bonus when cancelled"
          data={asStrings(CANCELLED_OPTIONS, cancelledOptionLabels)}
          {...form.getInputProps('params.BonusPointsWhenCancelledOptions')}
        />
        <SelectField
          label="Team bonus for a draw"
          data={pointsData(true)}
          {...numberSelect(form, 'params.TeamBonusForDraw')}
        />
      </SimpleGrid>
      <CheckboxField
        label="Fill-ins allowed, at the rank they replace (fill-in same rank)"
        description="A reserve, or a player of a team not in the fixture, may stand in for a team player of the same rank who is not playing"
        {...form.getInputProps('params.FillinSameRank', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label="Player points per singles match"
          description={p.FillinSameRank ? 'Each match won, fill-ins too' : 'Each match won (player ladder)'}
          data={pointsData(true)}
          {...numberSelect(form, 'params.NumPlayerPointsSinglesMatch')}
        />
        <SelectField
          label="Player points per doubles match"
          description={p.FillinSameRank ? 'Each match won, fill-ins too' : 'Each match won (player ladder)'}
          data={pointsData(true)}
          {...numberSelect(form, 'params.NumPlayerPointsDoublesMatch')}
        />
      </SimpleGrid>
      <MultiSelect
        label="Team ladder order"
        description="Ties are broken by each in turn, in the order chosen"
        data={asStrings(LADDER_ORDER_KEYS, ladderOrderLabels)}
        {...form.getInputProps('params.TeamLadderOrder')}
      />
      <MultiSelect
        label="Player ladder order"
        data={asStrings(LADDER_ORDER_KEYS, ladderOrderLabels)}
        {...form.getInputProps('params.PlayerLadderOrder')}
      />
      <TextAreaField
        label="Other rules"
        description="Anything players should know: dress, balls, late arrivals"
        {...form.getInputProps('rules')}
      />
    </Stack>
  );
}
