/** Value shapes of every response (03 §1 "Values in JSON"), described for OpenAPI. */
import { z } from 'zod';

export const moneyOut = z.string().describe('Decimal con 2 decimales');
export const dayOut = z.string().describe('YYYY-MM-DD');
export const instantOut = z.string().describe('ISO-8601 UTC');
export const intOut = z.number().int();

/** The figures every signed request carries (camelCase answers: loans, insurance, contract versions). */
export const signedFiguresOut = {
  weeklyDiscount: moneyOut,
  interestAmount: moneyOut,
  totalAmount: moneyOut,
  weeksNeeded: intOut,
  finalPayment: moneyOut,
  finalPaymentDate: dayOut,
};

/** A page of a back-office list: the matching rows' total, the page asked, its size and its rows. */
export function pageOut<Row extends z.ZodType>(row: Row) {
  return { total: intOut, page: intOut, page_size: intOut, rows: z.array(row) };
}
