/**
 * Counter offer (spec 02 §2 side panel, §5, §7 POST /loans/{id}/counter-offer).
 * Amount and weekly discount share four messages of their own; the reason is required.
 */
import { z } from 'zod';
import { MAX_LENGTH, amountField, idField, payload, requiredText, type AmountMessages } from './common';
import { quoteFiguresShape } from './loan';

export const COUNTER_OFFER_AMOUNT_MESSAGES: AmountMessages = {
  required: 'counter_offer.error.amount_empty',
  empty: 'counter_offer.error.amount_empty',
  invalidChars: 'counter_offer.error.amount_invalid_chars',
  invalid: 'counter_offer.error.amount_invalid',
  notPositive: 'counter_offer.error.amount_positive',
  tooManyDecimals: 'errors.amount_too_many_decimals',
  tooLarge: 'errors.amount_too_large',
};

/** What HR types in the panel. */
export const counterOfferFormSchema = payload({
  amount: amountField(COUNTER_OFFER_AMOUNT_MESSAGES),
  weekly_discount: amountField(COUNTER_OFFER_AMOUNT_MESSAGES),
  reason: requiredText(MAX_LENGTH.reason, 'counter_offer.error.reason_required'),
});
export type CounterOfferForm = z.infer<typeof counterOfferFormSchema>;

/** The body sent: the form plus the figures shown, checked against the server's quote. */
export const counterOfferSchema = counterOfferFormSchema.extend({
  ...quoteFiguresShape,
  company_id: idField(),
});
export type CounterOffer = z.infer<typeof counterOfferSchema>;
