import { Anchor, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { tournamentSchema, type Tournament } from '@rally/domain';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { notifyError, notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/page-header';
import { ReadOnlyNote } from '../../components/read-only-note';
import { loadRecordValues, useRecordForm } from '../../components/use-record-form';
import { usePageTitle } from '../../lib/page-title';
import { useSaveTournament, useTournament } from './api/tournaments.api';
import { DefinitionSection, PlayingFormatSection, RulesSection } from './components/tournament-sections';
import { PlayersPanel, TeamsPanel } from './components/team-setup';
import {
  errorsOfStep,
  tournamentIdOf,
  valuesOfTournament,
  type FormStep,
  type TournamentValues,
} from './tournament-format';

const screens = {
  definition: { title: 'Definition', what: 'Name, description, dates and clubs.' },
  playingformat: { title: 'Playing format', what: 'Type, teams, match sets, when and where it is played.' },
  rules: { title: 'Rules', what: 'Scoring, bonus points and ladder order.' },
  players: { title: 'Players', what: 'The players, their teams, ranks and genders.' },
  teamsetup: { title: 'Team set-up', what: 'The teams of each club.' },
  manageplayers: { title: 'Manage players', what: 'Players and teams.' },
} as const;
type Screen = keyof typeof screens;

function EditForm({ tournament, section }: { tournament: Tournament; section: FormStep }) {
  const save = useSaveTournament(tournament.id);
  const form = useRecordForm<TournamentValues, Tournament>({
    record: tournament,
    valuesOf: valuesOfTournament,
    validate: zodFormResolver(tournamentSchema),
  });
  const submit = async () => {
    const all = form.validate();
    if (all.hasErrors) {
      // Rules of other screens (a params change that breaks another rule) are named in a toast.
      const own = errorsOfStep(all.errors, section);
      if (Object.keys(own).length === 0) notifyError(new Error(String(Object.values(all.errors)[0])));
      return;
    }
    try {
      const saved = await save.mutateAsync(tournamentSchema.parse(form.getValues()));
      loadRecordValues(form, valuesOfTournament(saved));
      notifySuccess('Saved');
    } catch (e) {
      if (!applyServerErrors(form, e)) notifyError(e);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      {section === 'definition' && <DefinitionSection form={form} />}
      {section === 'playingformat' && <PlayingFormatSection form={form} />}
      {section === 'rules' && <RulesSection form={form} />}
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
          Undo
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** /tournament/edit/{definition,playingformat,rules,players,teamsetup} and /tournament/manageplayers, for `?id=`. */
export default function TournamentEditPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = tournamentIdOf(params);
  const screen = (Object.keys(screens).find((k) => pathname.endsWith(`/${k}`)) ?? 'definition') as Screen;
  const tournament = useTournament(id);
  usePageTitle(screens[screen].title, tournament.data?.name);
  const nav = (['definition', 'playingformat', 'rules', 'players', 'teamsetup'] as const).map((k) => (
    <Anchor key={k} component={Link} to={`/tournament/edit/${k}?id=${id}`} fw={k === screen ? 700 : 400} size="sm">
      {screens[k].title}
    </Anchor>
  ));
  return (
    <>
      <PageHeader
        title={
          tournament.data ? `${tournament.data.name}: ${screens[screen].title.toLowerCase()}` : screens[screen].title
        }
        description={screens[screen].what}
        actions={
          id ? (
            <Button component={Link} to={`/tournament/draw?id=${id}`} variant="default">
              Fixtures and ladder
            </Button>
          ) : undefined
        }
      />
      {id === null ? (
        <EmptyState
          title="No competition chosen"
          description="Open a competition from your competitions list."
          action={
            <Button component={Link} to="/tour">
              Competitions
            </Button>
          }
        />
      ) : tournament.isPending ? (
        <Skeleton h={300} />
      ) : tournament.isError ? (
        <ErrorState
          title="We couldn't load the competition"
          error={tournament.error}
          onRetry={() => tournament.refetch()}
          isRetrying={tournament.isFetching}
        />
      ) : (
        <Stack gap="md">
          <Group gap="md" component="nav" aria-label="Competition settings">
            {nav}
          </Group>
          {!tournament.data.is_organiser && (
            <ReadOnlyNote>Only an organiser of this competition can change it.</ReadOnlyNote>
          )}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            {(screen === 'definition' || screen === 'playingformat' || screen === 'rules') && (
              <EditForm key={screen} tournament={tournament.data} section={screen} />
            )}
            {(screen === 'players' || screen === 'manageplayers') && <PlayersPanel tournament={tournament.data} />}
            {screen === 'manageplayers' && <div style={{ height: 24 }} />}
            {(screen === 'teamsetup' || screen === 'manageplayers') && <TeamsPanel tournament={tournament.data} />}
          </Paper>
          <Anchor component={Link} to="/tour" size="sm">
            Back to competitions
          </Anchor>
        </Stack>
      )}
    </>
  );
}
