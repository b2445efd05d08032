import { exportToasts } from '@rally/domain';
import { notifyError, notifySuccess } from '../../components/notify';
import { downloadText, toCsv } from '../../lib/download';
import type { Participant } from './api/events.api';

// The clinic page's participants export, through the one CSV writer (lib/download.ts), which
// escapes a name that looks like a formula (issue 25: a player named =HYPERLINK(…) was written
// as it was).

/** A participant's payment state, on the page and in the export. */
export const paymentLabels = { U: 'To pay', P: 'Paid', N: 'Nothing to pay' } as const;

export const participantsHeader = ['Name', 'Email', 'Member', 'Sessions', 'Price', 'Payment'] as const;

/** The CSV text of a clinic's participants. */
export function participantsCsv(people: readonly Participant[]): string {
  return toCsv([
    [...participantsHeader],
    ...people.map((p) => [
      p.name,
      p.email,
      p.member ? 'yes' : 'no',
      p.session_set.length,
      p.price,
      paymentLabels[p.payment_status],
    ]),
  ]);
}

/** Saves the participants as '<clinic> participants.csv', with the spec's toasts. */
export function exportParticipants(eventName: string, people: readonly Participant[]) {
  try {
    downloadText(participantsCsv(people), `${eventName} participants.csv`);
    notifySuccess(exportToasts.success);
  } catch {
    notifyError(exportToasts.failure);
  }
}
