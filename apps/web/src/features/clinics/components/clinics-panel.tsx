import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ClubDetail } from '@rally/domain';
import type { EventDetail } from '../api/events.api';
import { ClinicDetail } from './clinic-detail';
import { ClinicForm } from './clinic-form';
import { ClinicsList } from './clinics-list';

/** The Clinics tab: the list, or one clinic's page (`?event=`), and the clinic form. */
export function ClinicsPanel({ club }: { club: ClubDetail }) {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('event')) || null;
  const [editing, setEditing] = useState<{ event: EventDetail | null } | null>(null);
  const go = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('event');
      else next.set('event', String(id));
      return next;
    });

  return (
    <>
      {open === null ? (
        <ClinicsList club={club} onOpen={go} onNew={() => setEditing({ event: null })} />
      ) : (
        <ClinicDetail
          key={open}
          club={club}
          id={open}
          onBack={() => go(null)}
          onOpen={go}
          onEdit={(event) => setEditing({ event })}
        />
      )}
      <ClinicForm
        club={club}
        event={editing?.event ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          go(saved.id);
        }}
      />
    </>
  );
}
