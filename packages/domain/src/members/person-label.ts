// One label for a person in every picker (bookings, the store, a clinic's participants, message
// groups): two members of the same name are told apart by their membership number and e-mail.

/** What a picker knows of a person: the name, and what tells two of that name apart. */
export type PersonForLabel = {
  name: string;
  membership_number?: string | null;
  email?: string | null;
  /** 'nonmember' adds ' · non-member' (someone of the register who books or joins at non-member prices). */
  kind?: 'member' | 'nonmember';
};

/** A person as a picker shows them: 'Pat Player (1042, pat@example.com)', then ' · non-member' when so. */
export function personOptionLabel(person: PersonForLabel): string {
  const number = person.membership_number?.trim();
  const email = person.email?.trim();
  const told = [number, email].filter(Boolean).join(', ');
  return `${person.name.trim()}${told ? ` (${told})` : ''}${person.kind === 'nonmember' ? ' · non-member' : ''}`;
}
