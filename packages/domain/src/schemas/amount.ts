/**
 * The amount a person types (spec 01 §5): loan amount, weekly discount, policy amount.
 * Output is the normalised money string.
 */
import type { z } from 'zod';
import { amountField } from './common';

export const amountSchema = amountField();
export type Amount = z.infer<typeof amountSchema>;
