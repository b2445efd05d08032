import { Group, TextInput } from '@mantine/core';
import { cardBrandLabels, cardBrandOf } from '@rally/domain';

/** A card typed at the desk or read out by phone: the form's text, turned into numbers on sending. */
export type TypedCard = { number: string; exp_month: string; exp_year: string; cvc: string };
export const emptyTypedCard: TypedCard = { number: '', exp_month: '', exp_year: '', cvc: '' };

/**
 * A card's number (its brand named once six digits are in), expiry month and year and CVC: the
 * Club Store's checkout and a booking's walk-in card (a mail / telephone order). `errors` by the
 * card's field (number, exp_month, exp_year, cvc).
 */
export function TypedCardFields({
  card,
  onChange,
  errors = {},
}: {
  card: TypedCard;
  onChange: (card: TypedCard) => void;
  errors?: Partial<Record<keyof TypedCard, string>>;
}) {
  return (
    <>
      <TextInput
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="off"
        value={card.number}
        error={errors.number}
        onChange={(e) => onChange({ ...card, number: e.currentTarget.value })}
        description={card.number.replace(/\D/g, '').length >= 6 ? cardBrandLabels[cardBrandOf(card.number)] : undefined}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry month"
          required
          inputMode="numeric"
          placeholder="MM"
          value={card.exp_month}
          error={errors.exp_month}
          onChange={(e) => onChange({ ...card, exp_month: e.currentTarget.value })}
        />
        <TextInput
          label="Expiry year"
          required
          inputMode="numeric"
          placeholder="YYYY"
          value={card.exp_year}
          error={errors.exp_year}
          onChange={(e) => onChange({ ...card, exp_year: e.currentTarget.value })}
        />
        <TextInput
          label="CVC"
          required
          inputMode="numeric"
          value={card.cvc}
          error={errors.cvc}
          onChange={(e) => onChange({ ...card, cvc: e.currentTarget.value })}
        />
      </Group>
    </>
  );
}

/** The API's names of a mail / telephone order's fields (create_moto_details, walk_in_card) as the form's. */
export const typedCardField = (name: string) =>
  name
    .replace(/^(walk_in_card\.)?card_expiry_month$/, 'exp_month')
    .replace(/^(walk_in_card\.)?card_expiry_year$/, 'exp_year')
    .replace(/^(walk_in_card\.)?card_number$/, 'number')
    .replace(/^walk_in_card\.cvc$/, 'cvc');
