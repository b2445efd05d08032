import { useState } from 'react';
import { useTills } from './api/cash-up.api';

// Which till this browser is (issue 30): chosen on the Store tab, remembered under
// rally:till.<club> (like the cart, rally:cart.<club>), so every sale made here records it. While
// none is chosen, or the chosen one is gone or out of use, the first till in use stands in.

const storageKey = (club: number) => `rally:till.${club}`;

function readChoice(club: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(storageKey(club)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The club's tills, the one this browser sells at, and how to choose another. */
export function useCurrentTill(clubId: number) {
  const tills = useTills(clubId);
  const [chosen, setChosen] = useState(() => readChoice(clubId));
  const inUse = (tills.data ?? []).filter((t) => t.active);
  const till = inUse.find((t) => t.id === chosen) ?? inUse[0] ?? null;
  const choose = (id: number) => {
    setChosen(id);
    try {
      window.localStorage.setItem(storageKey(clubId), String(id));
    } catch {
      // Private browsing without storage: the choice lasts for this page.
    }
  };
  return { tills, inUse, till, choose };
}
