import { useQuery } from '@tanstack/react-query';
import { paymentsContract } from '@rally/domain';
import { queryOf } from './endpoint';

/**
 * GET /api/stripe_key/: which gateway the browser talks to (the simulated one turns a typed card
 * into a payment method id, and its test cards are named beside a card form). Shared by every
 * card form: the player's cards, the Club Store's checkout, a booking's walk-in card.
 */
export const useGatewayKey = () => useQuery({ ...queryOf(paymentsContract.stripeKey), staleTime: Infinity });
