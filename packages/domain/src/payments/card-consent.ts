import { z } from 'zod';
import { clubIdParam } from '../validation/ids';
import type { cardConsentClubSchema } from './payment.answers';

// Consent to charge a card on file (issue 25; docs/payments.md "Consent to charge a card on
// file"). A club may charge a player's card on file when the player is not there to pay (its
// staff at the till, a member's fee, a booking's share) only if the player is on its register
// and gave that club this consent. The wording is stored with the time it was given.

/** The sentence a player agrees to, for one club: shown beside the box they tick, stored as shown. */
export const cardConsentWording = (clubName: string) =>
  `I allow ${clubName} to charge my cards on file in Rally when I am not there to pay, for what I buy or owe at ${clubName} ` +
  '(court bookings, clinics, membership fees and Club Store purchases). Each charge is e-mailed to me as a receipt. ' +
  'I can withdraw this at any time on my Payments page; charges already made are not undone by withdrawing.';

export const cardConsentMessages = {
  /** Giving consent to a club whose register does not hold the player. */
  notOnRegister: "Only a member on the club's register can allow it to charge their card.",
  /** A member of staff charges a card on file the club may not charge. */
  refused: (name: string, clubName: string) =>
    `${name || 'This player'} has not allowed ${clubName} to charge their card on file when they are not here. ` +
    'They can allow it on their Payments page in Rally; until then, take the payment another way.',
  withdrawn: (clubName: string) => `${clubName} may no longer charge your cards on file.`,
  notFound: 'Consent not found.',
} as const;

/** POST /api/cardconsent/: the caller allows a club (on whose register they are) to charge their cards on file. */
export const giveCardConsentSchema = z.object({ club: clubIdParam() });
export type GiveCardConsent = z.infer<typeof giveCardConsentSchema>;

/** One club on the player's list: the wording they would agree to (or did), and their consent if given. */
export type CardConsentClub = z.infer<typeof cardConsentClubSchema>;
