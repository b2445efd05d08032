import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { BookingRateRecord, ClubDetail, CourtGroupRecord, CourtRecord } from '@rally/domain';
import { IconBallTennis, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/data-states';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageHeader } from '../../../components/page-header';
import {
  useBookingRates,
  useCourtGroups,
  useCourts,
  useDeleteBookingRate,
  useDeleteCourt,
  useDeleteCourtGroup,
  useAllSurfaces,
} from '../api/courts.api';
import { useSports } from '../../../lib/reference';
import { CourtForm } from './court-form';
import { CourtQrCodes } from './court-qr-codes';
import { CourtGroupCard } from './court-group-card';
import { CourtGroupForm } from './court-group-form';
import { CourtsTable } from './courts-table';
import { RateForm } from './rate-form';

type Editing =
  | { kind: 'group'; group: CourtGroupRecord | null }
  | { kind: 'court'; court: CourtRecord | null; groupId: number | null }
  | { kind: 'rate'; group: CourtGroupRecord; rate: BookingRateRecord | null }
  | null;

/** Bookings › Courts: the club's court groups, each with its courts and booking rates. */
export function CourtsPanel({ club }: { club: ClubDetail }) {
  const groups = useCourtGroups(club.id);
  const courts = useCourts(club.id);
  const rates = useBookingRates(club.id);
  const sports = useSports();
  const surfaces = useAllSurfaces();
  const deleteGroup = useDeleteCourtGroup(club.id);
  const deleteCourt = useDeleteCourt(club.id);
  const deleteRate = useDeleteBookingRate(club.id);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const failed = groups.error ?? courts.error ?? rates.error;
  const retry = () => Promise.all([groups.refetch(), courts.refetch(), rates.refetch()]);
  if (failed)
    return (
      <ErrorState
        title="We couldn't load the courts"
        error={failed}
        onRetry={retry}
        isRetrying={groups.isFetching || courts.isFetching || rates.isFetching}
      />
    );
  if (!groups.data || !courts.data || !rates.data) return <Skeleton h={480} radius="md" />;

  const allCourts = courts.data;
  const ungrouped = allCourts.filter((c) => c.group === null);
  const remove = async (what: string, message: string, run: () => Promise<unknown>) => {
    if (!(await confirmAction({ title: `Delete ${what}?`, message, confirmLabel: `Delete ${what}` }))) return;
    try {
      await run();
      notifySuccess(`${what} deleted`);
    } catch (error) {
      notifyError(error);
    }
  };
  const removeCourt = (c: CourtRecord) =>
    remove(c.name, 'Players will no longer see it or book it.', () => deleteCourt.mutateAsync(c.id));
  const courtTable = (list: CourtRecord[]) => (
    <CourtsTable
      courts={list}
      surfaces={surfaces.data ?? []}
      onEdit={(court) => setEditing({ kind: 'court', court, groupId: court.group })}
      onDelete={removeCourt}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        order={2}
        title="Courts"
        description="Group courts that share booking rules, hours and rates. Each group's rates set what an hour costs and who may book it."
        actions={
          <Group gap="xs">
            {courts.data && courts.data.length > 0 && (
              <CourtQrCodes clubId={club.id} clubName={club.name} courts={courts.data} />
            )}
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'group', group: null })}>
              Add court group
            </Button>
          </Group>
        }
      />
      {groups.data.length === 0 && (
        <EmptyState
          icon={<IconBallTennis size={28} aria-hidden />}
          title="No court groups yet"
          description="Start with a group, such as 'Outdoor courts', then add its courts and the rates players pay for them."
          action={<Button onClick={() => setEditing({ kind: 'group', group: null })}>Add court group</Button>}
        />
      )}
      {groups.data.map((group) => (
        <CourtGroupCard
          key={group.id}
          club={club}
          group={group}
          courts={allCourts.filter((c) => c.group === group.id)}
          rates={rates.data.filter((r) => r.courtgroup === group.id)}
          surfaces={surfaces.data ?? []}
          onEditGroup={() => setEditing({ kind: 'group', group })}
          onDeleteGroup={() =>
            remove(group.name, 'Its booking rates go with it.', () => deleteGroup.mutateAsync(group.id))
          }
          onAddCourt={() => setEditing({ kind: 'court', court: null, groupId: group.id })}
          onEditCourt={(court) => setEditing({ kind: 'court', court, groupId: group.id })}
          onDeleteCourt={removeCourt}
          onAddRate={() => setEditing({ kind: 'rate', group, rate: null })}
          onEditRate={(rate) => setEditing({ kind: 'rate', group, rate })}
          onDeleteRate={(rate) =>
            remove(rate.name, `${group.name} will have no rate at these times until you add one.`, () =>
              deleteRate.mutateAsync(rate.id),
            )
          }
        />
      ))}
      {ungrouped.length > 0 && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Courts in no group">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Courts in no group
            </Title>
            {courtTable(ungrouped)}
          </Stack>
        </Paper>
      )}

      <CourtGroupForm
        club={club}
        group={editing?.kind === 'group' ? editing.group : null}
        opened={editing?.kind === 'group'}
        onClose={close}
      />
      <CourtForm
        club={club}
        groups={groups.data}
        courts={allCourts}
        sports={sports.data ?? []}
        surfaces={surfaces.data ?? []}
        court={editing?.kind === 'court' ? editing.court : null}
        groupId={editing?.kind === 'court' ? editing.groupId : null}
        opened={editing?.kind === 'court'}
        onClose={close}
      />
      {editing?.kind === 'rate' && (
        <RateForm club={club} group={editing.group} rate={editing.rate} opened onClose={close} />
      )}
    </Stack>
  );
}
