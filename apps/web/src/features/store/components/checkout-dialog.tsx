import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  AuthenticationStep,
  CardEntry,
  cardFormKind,
  type StripeCardApi,
} from '../../../components/card-entry/card-entry';
import {
  emptyTypedCard,
  TypedCardFields,
  typedCardField,
  type TypedCard,
} from '../../../components/card-entry/typed-card-fields';
import {
  cardBrandLabels,
  formatAmount,
  luhnValid,
  simulatedPaymentMethodId,
  TEST_CARDS,
  type CardBrand,
  type ClubDetail,
} from '@rally/domain';
import { PopupModal } from '../../../components/popup-modal';
import { ApiError } from '../../../lib/api';
import {
  useAuthenticateSale,
  useChargeCustomer,
  useCheckout,
  useCreateCustomer,
  useGatewayKey,
  useMotoDetails,
  type SalePriceResult,
  type SaleResult,
} from '../api/store.api';
import type { CartControls } from '../use-cart';
import { useCurrentTill } from '../use-current-till';
import { useClubFormat } from '../../../lib/format';

type Method = 'onfile' | 'card' | 'S' | 'Q' | 'A';
const newKey = () => `pos-${crypto.randomUUID()}`;
const authCard = TEST_CARDS.find((c) => c.outcome === 'authenticate')!.number;

/**
 * Checkout: a member's card on file, a card typed in (a member's: the simulated fields, or Stripe's
 * secure field when the server uses Stripe; a walk-in customer's taken at the counter or by phone:
 * create_moto_details), cash or cheque. One idempotency key per dialog, so a retry after a decline
 * or a lost answer never charges twice. A card that asks for the cardholder's authentication shows
 * that step, then the sale is settled (POST /api/pos/sale/{id}/authenticate/). The cart is cleared
 * only once the sale is paid.
 */
export function CheckoutDialog({
  club,
  cart,
  price,
  onClose,
}: {
  club: ClubDetail;
  cart: CartControls;
  price: SalePriceResult;
  /** `sold`: the sale was paid (the cart is empty), so whatever showed the cart may close too. */
  onClose: (sold: boolean) => void;
}) {
  const fmt = useClubFormat(club);
  const member = price.member;
  // Only a card the server says the club may charge now is offered (issue 27); otherwise a card form.
  const onFile = member?.card_on_file ?? null;
  const [method, setMethod] = useState<Method>(onFile ? 'onfile' : 'card');
  const [key] = useState(newKey);
  const [buyer, setBuyer] = useState({ name: '', email: '' });
  const [card, setCard] = useState<TypedCard>(emptyTypedCard);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<SaleResult | null>(null);
  const [waiting, setWaiting] = useState<SaleResult | null>(null);
  const [stripeCard, setStripeCard] = useState<StripeCardApi | null>(null);
  const gateway = useGatewayKey();
  const authenticate = useAuthenticateSale(club.id);
  const checkout = useCheckout(club.id);
  // Issue 30: the sale records the till this browser is (docs/cash-up.md).
  const { till } = useCurrentTill(club.id);
  const createCustomer = useCreateCustomer(club.id);
  const moto = useMotoDetails(club.id);
  const chargeCustomer = useChargeCustomer(club.id);
  const busy =
    checkout.isPending ||
    createCustomer.isPending ||
    moto.isPending ||
    chargeCustomer.isPending ||
    authenticate.isPending;
  const total = formatAmount(price.total_cost, { ...fmt, currency: price.currency });
  const lines = cart.cart.products.map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
  const cartBody = { club: club.id, member: cart.cart.member, discount: cart.cart.discount, products: lines };
  const walkIn = !member;
  const typedCardForMember = method === 'card' && !walkIn;
  // A member's typed card goes through Stripe's field with Stripe; a walk-in's is a mail / telephone order typed here either way.
  const stripeField = typedCardForMember && cardFormKind(gateway.data) === 'stripe';

  const check = (): boolean => {
    const errors: Record<string, string> = {};
    if (walkIn && method === 'card') {
      if (!buyer.name.trim()) errors.name = 'Name is required';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(buyer.email.trim()))
        errors.email = 'Enter an e-mail address for the receipt';
    }
    if (method === 'card' && !stripeField) {
      if (!luhnValid(card.number)) errors.number = 'Enter a valid card number';
      const month = Number(card.exp_month);
      if (!Number.isInteger(month) || month < 1 || month > 12) errors.exp_month = 'Enter a month from 1 to 12';
      if (!/^\d{4}$/.test(card.exp_year.trim())) errors.exp_year = 'Enter a four-digit year';
      if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit code';
    }
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const showError = (e: unknown) => {
    if (e instanceof ApiError && e.fieldErrors) {
      const fields = Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [typedCardField(k), v[0]]));
      setFieldErrors(fields);
    }
    setError(e instanceof Error ? e.message : 'The payment did not go through.');
  };

  const settled = (result: SaleResult) => {
    if (result.transaction?.status === 'A') {
      setWaiting(result);
      return;
    }
    setWaiting(null);
    setDone(result);
    cart.clear();
  };

  /** After the authentication step: paid (the receipt goes out), or the card's reason and the cart kept; the same key pays with another card. */
  const finishAuthentication = async (approved: boolean) => {
    if (!waiting) return;
    setError(null);
    try {
      settled(await authenticate.mutateAsync({ id: waiting.sale.id, approved }));
    } catch (e) {
      setWaiting(null);
      showError(e);
    }
  };

  const pay = async () => {
    setError(null);
    if (!check()) return;
    try {
      let result: SaleResult;
      let typedPaymentMethod: string | undefined;
      if (stripeField) {
        if (!stripeCard) throw new Error('The secure card form is still loading. Try again in a moment.');
        typedPaymentMethod = await stripeCard.createPaymentMethod();
      } else if (typedCardForMember) {
        typedPaymentMethod = simulatedPaymentMethodId({
          number: card.number,
          exp_month: Number(card.exp_month),
          exp_year: Number(card.exp_year),
        });
      }
      if (method === 'card' && walkIn) {
        const id =
          customerId ?? (await createCustomer.mutateAsync({ name: buyer.name.trim(), email: buyer.email.trim() })).id;
        setCustomerId(id);
        await moto.mutateAsync({
          id,
          card_number: card.number,
          card_expiry_month: Number(card.exp_month),
          card_expiry_year: Number(card.exp_year),
          cvc: card.cvc,
        });
        result = await chargeCustomer.mutateAsync({ id, ...cartBody, idempotency_key: key });
      } else {
        result = await checkout.mutateAsync({
          ...cartBody,
          payment_method: method === 'S' || method === 'Q' || method === 'A' ? method : 'C',
          ...(typedPaymentMethod ? { payment_method_id: typedPaymentMethod } : {}),
          ...(walkIn ? { name: buyer.name.trim(), email: buyer.email.trim() } : {}),
          idempotency_key: key,
          till: till?.id ?? null,
        });
      }
      settled(result);
    } catch (e) {
      showError(e);
    }
  };

  const err = (name: string) => fieldErrors[name];
  // Typed here: a walk-in's card (by phone or at the counter: a mail / telephone order) with any gateway, a member's with the simulated one.
  const typedFields = (
    <>
      <TypedCardFields card={card} onChange={setCard} errors={fieldErrors} />
      <Text size="xs" c="dimmed">
        Only the brand, last four digits and expiry are kept.
        {gateway.data?.gateway === 'simulated'
          ? ` Test mode: ${TEST_CARDS[0].number} is approved, ${TEST_CARDS[3].number} declined, ${authCard} asks for the cardholder's authentication.`
          : ''}
      </Text>
    </>
  );
  const paidBy = (r: SaleResult) =>
    r.transaction?.payment_method === 'C'
      ? `${r.transaction.card_brand ? cardBrandLabels[r.transaction.card_brand as CardBrand] : 'Card'}${r.transaction.card_last4 ? ` ending ${r.transaction.card_last4}` : ''}`
      : r.transaction?.payment_method === 'Q'
        ? 'cheque'
        : r.transaction?.payment_method === 'A'
          ? 'account credit'
          : 'cash';

  return (
    <PopupModal
      opened
      onClose={busy ? () => {} : () => onClose(done !== null)}
      title={
        <Text fw={700} size="lg">
          {done ? 'Sale complete' : `Checkout ${total}`}
        </Text>
      }
      size="lg"
    >
      {done ? (
        <Stack gap="md" aria-live="polite">
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={32} color="var(--mantine-color-teal-7)" aria-hidden />
            <div>
              <Text fw={600}>
                {formatAmount(done.sale.total_cost, { ...fmt, currency: done.sale.currency })} paid by {paidBy(done)}
              </Text>
              <Text size="sm" c="dimmed">
                Sale S-{done.sale.id}
                {done.sale.buyer_email ? `: the receipt is on its way to ${done.sale.buyer_email}` : ''}
              </Text>
            </div>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => onClose(true)}>New sale</Button>
          </Group>
        </Stack>
      ) : waiting ? (
        <AuthenticationStep
          gateway={gateway.data}
          clientSecret={waiting.client_secret ?? ''}
          amount={total}
          busy={authenticate.isPending}
          onDone={finishAuthentication}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {member ? `Selling to ${member.name}` : 'Selling to a non-member'}:{' '}
            {lines.reduce((n, l) => n + l.quantity, 0)} items, total <b>{total}</b>
            {Number(price.discount) > 0 ? ` after a ${cart.cart.discount} % discount` : ''}.
          </Text>
          <Radio.Group
            label="How does the buyer pay?"
            value={method}
            onChange={(v) => {
              setMethod(v as Method);
              setError(null);
              setFieldErrors({});
            }}
          >
            <Stack gap={8} mt={6}>
              {member && onFile && (
                <Radio
                  value="onfile"
                  label={`${member.name}'s ${cardBrandLabels[onFile.card_type]} ending ${onFile.last4}`}
                  description="Their card on file, which they allow the club to charge; they are e-mailed the receipt."
                />
              )}
              <Radio
                value="card"
                label={walkIn ? 'Card (at the counter or by phone)' : onFile ? 'Another card' : 'Card'}
                description={
                  member && !onFile
                    ? `${member.name} has no card on file the club may charge: type the card here.`
                    : undefined
                }
              />
              <Radio value="S" label="Cash" />
              <Radio value="Q" label="Cheque" />
              {/* Account credit (issue 30): the member's balance at the club, beside the card. */}
              {member?.account_credit && (
                <Radio
                  value="A"
                  label={`Account credit (${formatAmount(member.account_credit.balance, { ...fmt, currency: price.currency })})`}
                  disabled={Number(member.account_credit.available) < Number(price.total_cost)}
                  description={
                    Number(member.account_credit.available) < Number(price.total_cost)
                      ? `Not enough credit: ${formatAmount(member.account_credit.available, { ...fmt, currency: price.currency })} left.`
                      : `${member.name} pays from their account at the club.`
                  }
                />
              )}
            </Stack>
          </Radio.Group>

          {walkIn && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Buyer's name"
                required={method === 'card'}
                value={buyer.name}
                error={err('name')}
                onChange={(e) => setBuyer({ ...buyer, name: e.currentTarget.value })}
              />
              <TextInput
                label="E-mail for the receipt"
                type="email"
                required={method === 'card'}
                value={buyer.email}
                error={err('email')}
                onChange={(e) => setBuyer({ ...buyer, email: e.currentTarget.value })}
              />
            </SimpleGrid>
          )}

          {method === 'card' && (
            <Stack gap="sm">
              <Title order={3} size="h5">
                Card
              </Title>
              {walkIn ? (
                typedFields
              ) : (
                <CardEntry gateway={gateway.data} simulated={typedFields} onStripeReady={setStripeCard} label="Card" />
              )}
            </Stack>
          )}

          {error && (
            <Alert color="red" title="The payment did not go through" role="alert">
              {error} The cart is kept: change the payment and try again.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={pay} loading={busy}>
              {method === 'S'
                ? `Record cash ${total}`
                : method === 'Q'
                  ? `Record cheque ${total}`
                  : method === 'A'
                    ? `Pay ${total} from account`
                    : `Charge ${total}`}
            </Button>
          </Group>
        </Stack>
      )}
    </PopupModal>
  );
}
