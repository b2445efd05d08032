/** The `clubId` query parameter as a number, or null when absent or not a positive integer. */
export function parseClubId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
