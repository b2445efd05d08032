/**
 * Splits a full name into first and last name: the first word, and the rest (so 'Mary Anne
 * van Dyke' gives 'Mary' and 'Anne van Dyke'). Extra spaces are dropped; one word leaves the
 * last name empty.
 */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: first, last_name: rest.join(' ') };
}

/** The full name as stored: trimmed, inner runs of spaces collapsed to one. */
export const normaliseFullName = (fullName: string): string => fullName.trim().split(/\s+/).filter(Boolean).join(' ');
