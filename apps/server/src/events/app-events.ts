// Every event one area tells the others about: its name, its payload and who emits it. An area
// emits with `emit(tx, name, payload)` (./bus.ts) and never knows who reacts; the areas that
// react say so in their `*.events.ts` (an `EventHandlers` object), listed in src/event-handlers.ts.
// Payloads are plain JSON (ids, e-mail addresses, dates as ISO text): a later handler gets its
// payload back from the jobs table.

export type AppEvents = {
  /**
   * players: a player's e-mail address is verified (`markContactValidated`: the link of a
   * verification e-mail, followed). `email` as the contact holds it.
   */
  'player.emailVerified': { playerId: number; email: string };
  /**
   * account: a player changed their own profile on the Me page (`savePlayerProfile`); only the
   * fields they changed are given (dob and ntrp_level may be null: removed; phone '' removed).
   */
  'player.profileChanged': {
    playerId: number;
    gender?: 'U' | 'M' | 'F';
    dob?: string | null;
    ntrp_level?: number | null;
    phone?: string;
  };
  /**
   * account: a player deleted their account (`deleteAccount`), inside its transaction, before their
   * player is anonymised: `name` and `email` are what they were. The areas that hold copies of them
   * erase or unlink them; the clubs whose register links the player are told.
   */
  'player.accountDeleted': { playerId: number; name: string; email: string };
  /**
   * auth: someone asked for a password reset link for this address (`requestPasswordReset`). Emitted
   * alike whether or not an account has the address, so the request's work never tells which.
   */
  'user.passwordResetRequested': { email: string };
};

export type EventName = keyof AppEvents;
