// Courts for fixtures (issue 15): every match of a fixture is played at the same time on a court
// of its own at the home club (for inter-club fixtures the home team's club; intra-club, the one
// club). Courts are handed out in the order given (the caller passes the clubs' courts minus the
// spare courts), so a club's first courts are used first; no court ever carries two fixtures on
// the same date and time, nor a court the caller says is already busy then.

export type CourtFixture = { id: number; date: string; time: string; homeClub: number };
export type DrawCourt = { id: number; club: number };
export type BusyCourt = { court: number; date: string; time: string };

/**
 * Courts for each fixture: fixture id → `matchesPerFixture` court ids. Throws an Error naming the
 * date, time and club when that club has too few free courts then.
 */
export function assignCourts(
  fixtures: CourtFixture[],
  courts: DrawCourt[],
  matchesPerFixture: number,
  options: { busy?: BusyCourt[] } = {},
): Map<number, number[]> {
  if (!Number.isInteger(matchesPerFixture) || matchesPerFixture < 1)
    throw new Error(`A fixture has at least one match (matches per fixture was ${matchesPerFixture})`);
  const byClub = new Map<number, number[]>();
  for (const court of courts) {
    const list = byClub.get(court.club);
    if (list) {
      if (!list.includes(court.id)) list.push(court.id);
    } else byClub.set(court.club, [court.id]);
  }
  const slotKey = (date: string, time: string) => `${date} ${time}`;
  const taken = new Map<string, Set<number>>();
  const takenAt = (key: string) => {
    let set = taken.get(key);
    if (!set) taken.set(key, (set = new Set()));
    return set;
  };
  for (const busy of options.busy ?? []) takenAt(slotKey(busy.date, busy.time)).add(busy.court);

  // Count the need of each club and slot first, so the error tells the whole shortfall.
  const need = new Map<string, { club: number; date: string; time: string; fixtures: number }>();
  for (const f of fixtures) {
    const key = `${f.homeClub} ${slotKey(f.date, f.time)}`;
    const entry = need.get(key);
    if (entry) entry.fixtures += 1;
    else need.set(key, { club: f.homeClub, date: f.date, time: f.time, fixtures: 1 });
  }
  for (const { club, date, time, fixtures: count } of need.values()) {
    const busy = taken.get(slotKey(date, time));
    const free = (byClub.get(club) ?? []).filter((id) => !busy?.has(id)).length;
    const wanted = count * matchesPerFixture;
    if (free < wanted) {
      throw new Error(
        `Not enough courts on ${date} at ${time} at club ${club}: ${count} fixture${count === 1 ? '' : 's'} of ${matchesPerFixture} match${matchesPerFixture === 1 ? '' : 'es'} need ${wanted} court${wanted === 1 ? '' : 's'} and ${free} ${free === 1 ? 'is' : 'are'} free`,
      );
    }
  }

  const result = new Map<number, number[]>();
  for (const f of fixtures) {
    const used = takenAt(slotKey(f.date, f.time));
    const chosen: number[] = [];
    for (const id of byClub.get(f.homeClub) ?? []) {
      if (chosen.length === matchesPerFixture) break;
      if (!used.has(id)) chosen.push(id);
    }
    for (const id of chosen) used.add(id);
    result.set(f.id, chosen);
  }
  return result;
}
