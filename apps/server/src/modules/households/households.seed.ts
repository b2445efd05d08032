import type { Tx } from '../../db/client';
import * as clock from '../../clock';
import { createJunior } from '../players/guardians.service';

// The demo's household (docs/households.md): Pat Player is the guardian of two juniors, aged 10
// and 14 on the day the demo is made (their birthdays counted back from the clock's today).

/** Pat's juniors: their names, age and gender. */
export const DEMO_JUNIORS = [
  { first_name: 'Sam', last_name: 'Player', years: 14, gender: 'M' },
  { first_name: 'Jo', last_name: 'Player', years: 10, gender: 'F' },
] as const;

/** Adds the demo juniors to the guardian's household; answers their player ids. */
export async function seedDemoHousehold(tx: Tx, input: { guardian: number; zone: string }): Promise<number[]> {
  const today = clock.nowIn(input.zone).startOf('day');
  const ids: number[] = [];
  for (const j of DEMO_JUNIORS)
    ids.push(
      await createJunior(tx, input.guardian, {
        first_name: j.first_name,
        last_name: j.last_name,
        // A birthday a few months past: the age holds for a while after the demo is made.
        dob: today.minus({ years: j.years, months: 3 }).toISODate()!,
        gender: j.gender,
      }),
    );
  return ids;
}
