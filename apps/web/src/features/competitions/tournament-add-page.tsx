import { Alert, Anchor, Button, Group, Paper, Skeleton, Stepper } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tournamentSchema } from '@rally/domain';
import { ErrorState } from '../../components/data-states';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { notifyError, notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/page-header';
import { clubToday } from '../../lib/format';
import { useRecordForm } from '../../components/use-record-form';
import { usePageTitle } from '../../lib/page-title';
import { useCreateTournament, useTournament } from './api/tournaments.api';
import { DefinitionSection, PlayingFormatSection, RulesSection } from './components/tournament-sections';
import { PlayersPanel, TeamsPanel } from './components/team-setup';
import {
  errorsOfStep,
  newTournamentValues,
  tournamentIdOf,
  type FormStep,
  type TournamentValues,
} from './tournament-format';

const formSteps: FormStep[] = ['definition', 'playingformat', 'rules'];
const stepLabels = ['Definition', 'Playing format', 'Rules', 'Players', 'Team set-up'];

/** /tournament/add: the creation wizard — definition, playing format, rules (then created), players, team set-up. Steps are `?step=`, the tournament `?id=` once made. */
export default function TournamentAddPage() {
  usePageTitle('Create a competition');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = tournamentIdOf(params);
  // The form steps are local state (moving between them is not leaving the form); the players and
  // team steps of the made tournament are in the URL (?id=&step=).
  const [formStep, setFormStep] = useState(0);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const step = id ? Math.min(4, Math.max(3, Number(params.get('step')) || 3)) : formStep;
  const create = useCreateTournament();
  const tournament = useTournament(id);
  const form = useRecordForm<TournamentValues, null>({
    record: null,
    // From a club's Competitions section (?club=N): the club is the competition's first.
    valuesOf: () => {
      const values = newTournamentValues(clubToday());
      const club = Number(params.get('club'));
      return Number.isInteger(club) && club > 0 ? { ...values, club_set: [club] } : values;
    },
    validate: zodFormResolver(tournamentSchema),
    opened: id === null && createdId === null,
  });
  // Once made, the form is closed (no longer guarded) before the URL moves to the new tournament.
  const moved = useRef(false);
  useEffect(() => {
    if (createdId === null || moved.current) return;
    moved.current = true;
    setParams({ id: String(createdId), step: '3' });
  }, [createdId, setParams]);
  const go = (next: number) => (id ? setParams({ id: String(id), step: String(next) }) : setFormStep(next));

  const checkStep = (s: FormStep) => {
    const result = form.validate();
    const own = errorsOfStep(result.errors, s);
    form.setErrors(own as Record<string, string>);
    return Object.keys(own).length === 0;
  };
  const next = async () => {
    const s = formSteps[step];
    if (!checkStep(s)) return;
    if (step < 2) return go(step + 1);
    // The last form step: every rule at once, then the tournament is made.
    const all = form.validate();
    if (all.hasErrors) {
      const first = formSteps.findIndex((fs) => Object.keys(errorsOfStep(all.errors, fs)).length > 0);
      if (first >= 0 && first !== step) go(first);
      return;
    }
    try {
      const made = await create.mutateAsync(tournamentSchema.parse(form.getValues()));
      notifySuccess('Competition created: now add its players and teams');
      setCreatedId(made.id);
    } catch (e) {
      if (!applyServerErrors(form, e)) notifyError(e);
    }
  };

  return (
    <>
      <PageHeader
        title="Create a competition"
        description="A league or tournament between clubs: its definition, playing format and rules, then its players and teams."
      />
      <Stepper
        active={step}
        onStepClick={(s) => (id ? s >= 3 && go(s) : s < step && go(s))}
        size="sm"
        mb="lg"
        allowNextStepsSelect={false}
      >
        {stepLabels.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {step < 3 ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void next();
            }}
            noValidate
          >
            {step === 0 && <DefinitionSection form={form} />}
            {step === 1 && <PlayingFormatSection form={form} />}
            {step === 2 && <RulesSection form={form} />}
            <Group justify="space-between" mt="lg">
              {step > 0 ? (
                <Button variant="default" onClick={() => go(step - 1)}>
                  Back
                </Button>
              ) : (
                <Anchor component={Link} to="/tour">
                  Cancel
                </Anchor>
              )}
              <Button type="submit" loading={create.isPending}>
                {step === 2 ? 'Create competition' : 'Next'}
              </Button>
            </Group>
          </form>
        ) : tournament.isPending ? (
          <Skeleton h={200} />
        ) : tournament.isError ? (
          <ErrorState
            title="We couldn't load the competition"
            error={tournament.error}
            onRetry={() => tournament.refetch()}
            isRetrying={tournament.isFetching}
          />
        ) : (
          <>
            {step === 3 ? <PlayersPanel tournament={tournament.data} /> : <TeamsPanel tournament={tournament.data} />}
            {step === 3 && tournament.data.team_set.length === 0 && (
              <Alert mt="md" color="blue" variant="light">
                Add the teams on the next step, then come back here to place each player in a team.
              </Alert>
            )}
            <Group justify="space-between" mt="lg">
              <Button variant="default" onClick={() => go(step === 4 ? 3 : 3)} disabled={step === 3}>
                Back
              </Button>
              {step === 3 ? (
                <Button onClick={() => go(4)}>Next: team set-up</Button>
              ) : (
                <Button onClick={() => navigate(`/tournament/manageplayers?id=${id}`)}>Done</Button>
              )}
            </Group>
          </>
        )}
      </Paper>
    </>
  );
}
