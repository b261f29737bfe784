/**
 * Every i18n message key a domain schema can put in an issue. The web catalogs must
 * translate each one; a test feeds bad input through every schema and checks that no
 * issue carries a message outside this list.
 */
export const MESSAGE_KEYS = [
  // schemas/auth.ts
  'auth.error.required',
  'auth.error.invalid_tin',
  'auth.error.password_requirements_not_met',
  'auth.error.password_mismatch',
  'auth.error.invalid_activation_code',
  // schemas/passwordReset.ts
  'auth.error.invalid_reset_code',
  'errors.required',
  'errors.invalid_email',
  'errors.invalid_phone',
  // amounts (spec 01 §5)
  'errors.empty_amount',
  'errors.invalid_amount',
  'errors.invalid_characters',
  'errors.amount_too_many_decimals',
  'errors.amount_too_large',
  // generic fields
  'errors.invalid_payload',
  'errors.invalid_value',
  'errors.invalid_number',
  'errors.invalid_id',
  'errors.invalid_date',
  'errors.too_long',
  'errors.invalid_text',
  'errors.too_many_items',
  'errors.select_loans',
  // list paging (schemas/loanList.ts)
  'errors.invalid_page',
  'errors.invalid_page_size',
  // loans and insurance
  'errors.signature_required',
  'errors.payslip_required',
  'errors.payslip_pdf_only',
  'messages.file_too_large',
  // company logos (03 §6)
  'messages.logo_too_small',
  'errors.invalid_insurance_type',
  'errors.invalid_payment_method',
  // counter offer (spec 02 §5)
  'counter_offer.error.amount_empty',
  'counter_offer.error.amount_positive',
  'counter_offer.error.amount_invalid_chars',
  'counter_offer.error.amount_invalid',
  'counter_offer.error.reason_required',
  // employees
  'errors.invalid_status',
  'errors.invalid_account_number',
  // bankAccount.ts ACCOUNT_PROBLEMS (employee form and API)
  'employees.error.account_digits',
  'employees.error.account_length',
  'employees.error.clabe_check_digit',
  'employees.error.clabe_bank_mismatch',
  'employees.error.invalid_savings',
  // settings (spec 02 §5)
  'settings.error.interest_rate_negative',
  'settings.error.interest_rate_invalid',
  'settings.error.interest_rate_too_high',
  'settings.error.reset_confirm',
  'settings.error.deadline_past',
  'settings.error.deadline_after_year_end',
  'settings.error.issuer_code_invalid',
  'settings.error.hsbc_account_invalid',
  // products, companies, treasury
  'errors.invalid_product_type',
  'validation.required',
  'treasury.error.comment_required',
  'treasury.error.not_friday',
  'errors.invalid_bank',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];
