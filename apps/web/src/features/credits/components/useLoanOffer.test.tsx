import { useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { computeLiveQuote } from '../../../components/QuoteSummary/liveQuote';
import { ApiError } from '../../../lib/http/ApiError';
import { TestProviders } from '../../../test/renderApp';
import { makeCreditLoanDetail } from '../test/creditLoanDetail';
import { useLoanOffer } from './useLoanOffer';

const loan = makeCreditLoanDetail({ requestedOn: '2026-03-02', deadline: '2026-04-30', monthlyRate: '2.5' });

function renderOffer(answer: (vars: { amount: string }) => Promise<unknown>) {
  const onDone = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={client}>
      <>{children}</>
    </TestProviders>
  );
  const { result } = renderHook(
    () =>
      useLoanOffer({
        loan,
        amount: '2000',
        weeklyDiscount: '400',
        dirty: true,
        mutation: useMutation({ mutationFn: answer, retry: false }),
        successKey: 'credits.done.edit',
        errorKey: 'credits.panel.edit_error',
        onDone,
      }),
    { wrapper },
  );
  return { result, onDone };
}

describe('useLoanOffer (the counter-offer and edit panels)', () => {
  it("quotes the figures as of the loan's request day, with the loan's own rate and deadline", () => {
    const { result } = renderOffer(() => Promise.resolve(null));
    expect(result.current.live).toEqual(
      computeLiveQuote({
        today: '2026-03-02',
        deadline: '2026-04-30',
        monthlyRatePercent: '2.5',
        amount: '2000',
        weeklyDiscount: '400',
      }),
    );
    expect(result.current.live.status).toBe('ok');
  });

  it('keeps the panel open with the server refusal above the buttons, and clears it on the next send', async () => {
    let refuse = true;
    const { result, onDone } = renderOffer(() =>
      refuse
        ? Promise.reject(new ApiError(409, { error: 'loan_changed', message: 'El préstamo cambió' }))
        : Promise.resolve(null),
    );
    act(() => result.current.send({ amount: '2000' }));
    await waitFor(() => expect(result.current.footer.submitError).toBe('El préstamo cambió'));
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.footer.pending).toBe(false);

    refuse = false;
    act(() => result.current.send({ amount: '2000' }));
    expect(result.current.footer.submitError).toBeNull();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('Cancel closes at once outside a side panel (no discard guard to ask)', () => {
    const { result, onDone } = renderOffer(() => Promise.resolve(null));
    result.current.footer.onCancel();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
