import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SignatureField } from '../SignaturePad/SignatureField';
import { RequestFormFooter } from './RequestFormFooter';

type SignAndSubmitProps<T extends FieldValues & { signature: string }, TOut extends FieldValues> = ComponentProps<
  typeof RequestFormFooter
> & {
  /** The form's control (its own context and resolver output). */
  control: Control<T, unknown, TOut>;
  /** Already translated error of the signature field. */
  signatureError?: string;
};

/**
 * The end of a loan or insurance request form: the drawn signature (the form's `signature`
 * field), then the server's error, Cancel and Submit.
 */
export function SignAndSubmit<T extends FieldValues & { signature: string }, TOut extends FieldValues>({
  control,
  signatureError,
  ...footer
}: SignAndSubmitProps<T, TOut>) {
  return (
    <>
      <Controller
        control={control}
        name={'signature' as Path<T>}
        render={({ field }) => (
          <SignatureField
            value={field.value as string}
            onChange={(v) => field.onChange(v)}
            error={signatureError}
            disabled={footer.pending}
          />
        )}
      />
      <RequestFormFooter {...footer} />
    </>
  );
}
