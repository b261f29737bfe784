import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { setAccessToken } from '../../../lib/authStore';
import { meQuery } from '../../../lib/session/fetchMe';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeOffer } from '../testing/fixtures';
import { ApplyPanel } from './ApplyPanel';

// jsdom's Response cannot hand a PDF Blob over; the preview call itself is covered elsewhere.
vi.mock('../api/fetchContractPreview', () => ({
  fetchContractPreview: () => Promise.resolve(new Blob(['%PDF-1.7\n'], { type: 'application/pdf' })),
}));

vi.mock('signature_pad', async () => ({
  default: (await import('../../../components/SignaturePad/testing/FakeSignaturePad')).FakeSignaturePad,
}));

async function strokeAndConfirm(user: UserEvent) {
  const canvas = await screen.findByTestId('signature-canvas');
  const confirm = screen.getByTestId('signature-confirm');
  await waitFor(() => {
    fireEvent.pointerDown(canvas);
    fireEvent.pointerUp(canvas);
    expect(confirm).toBeEnabled();
  });
  await user.click(confirm);
  await screen.findByTestId('signature-signed');
}

afterEach(() => vi.restoreAllMocks());

describe('ApplyPanel and Escape', () => {
  it('Escape in "Ver contrato" closes only the contract; amounts and signature stay in the apply panel', async () => {
    const offer = makeOffer();
    server.use(mswHttp.get('/api/loans/offers/:id', () => HttpResponse.json(offer)));
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:contract'), revokeObjectURL: vi.fn() });
    const client = createQueryClient();
    client.setQueryData(meQuery.queryKey, makeUser());
    setAccessToken('access-1');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ApplyPanel opened companyId={1} productId={offer.product.id} onClose={onClose} />, { client });

    await user.type(await screen.findByTestId('apply-amount'), '5000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '500');
    await user.click(screen.getByTestId('sign-button'));
    await strokeAndConfirm(user);

    await user.click(screen.getByTestId('view-contract'));
    expect(await screen.findByTestId('contract-modal')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('contract-open-tab')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('apply-amount')).toHaveValue('5000');
    expect(screen.getByTestId('apply-weekly-discount')).toHaveValue('500');
    expect(screen.getByTestId('signature-signed')).toBeInTheDocument();
  });

  // Cancel asks too.
  it('Escape on the panel with a typed, signed application asks first; keeping it keeps everything', async () => {
    const offer = makeOffer();
    server.use(mswHttp.get('/api/loans/offers/:id', () => HttpResponse.json(offer)));
    const client = createQueryClient();
    client.setQueryData(meQuery.queryKey, makeUser());
    setAccessToken('access-1');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ApplyPanel opened companyId={1} productId={offer.product.id} onClose={onClose} />, { client });

    await user.type(await screen.findByTestId('apply-amount'), '5000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '500');
    await user.click(screen.getByTestId('sign-button'));
    await strokeAndConfirm(user);

    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await user.click(screen.getByTestId('discard-keep'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('apply-amount')).toHaveValue('5000');
    expect(screen.getByTestId('apply-weekly-discount')).toHaveValue('500');
    expect(screen.getByTestId('signature-signed')).toBeInTheDocument();

    // The form's own Cancel asks too; discarding closes the panel.
    await user.click(screen.getByTestId('apply-cancel'));
    await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('discard-confirm'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a signature alone makes the panel ask', async () => {
    const offer = makeOffer();
    server.use(mswHttp.get('/api/loans/offers/:id', () => HttpResponse.json(offer)));
    const client = createQueryClient();
    client.setQueryData(meQuery.queryKey, makeUser());
    setAccessToken('access-1');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ApplyPanel opened companyId={1} productId={offer.product.id} onClose={onClose} />, { client });
    await screen.findByTestId('apply-amount');
    await user.click(screen.getByTestId('sign-button'));
    await strokeAndConfirm(user);
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
