/**
 * The create-company modal (spec 02 §2 "Company creation", decision 079): name required, the logo's
 * type, size and pixel checks with the preview, the server's field messages, the multipart call,
 * the new company selected, and /company-onboarding leaving for the start page. MSW and axe.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySummary, SessionUser } from '@abono/domain';
import { selectedCompanyStore } from '../../../lib/selectedCompanyStore';
import { makeUserWithRole } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderApp, renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { CreateCompanyModal } from './CreateCompanyModal';

const png = (name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type });

async function expectNoAxeViolations(): Promise<void> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** jsdom decodes no image: the test plays the browser's decode of the preview. */
function decodePreview(width: number, height: number): void {
  const img = screen.getByTestId('company-logo-preview');
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(img, 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(img);
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

let posts: FormData[] = [];
const revoked: string[] = [];

beforeEach(() => {
  posts = [];
  revoked.length = 0;
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:logo-${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  server.use(
    ...sessionHandlers({ user: null }),
    mswHttp.post('/api/companies', async ({ request }) => {
      posts.push(await request.formData());
      return HttpResponse.json({ id: 9, name: 'Nueva S.A.', logo: 'logo-9' }, { status: 201 });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(<CreateCompanyModal opened onClose={onClose} />);
  return { onClose, user: userEvent.setup({ applyAccept: false }) };
}

describe('CreateCompanyModal', () => {
  it('shows a preview of the chosen logo, replaces it on a new choice and passes axe', async () => {
    const { user } = renderModal();
    await screen.findByTestId('create-company-modal');
    expect(screen.queryByTestId('company-logo-preview')).not.toBeInTheDocument();
    await user.upload(fileInput(), png('marca.png'));
    const preview = await screen.findByTestId('company-logo-preview');
    expect(preview).toHaveAttribute('src', 'blob:logo-1');
    expect(preview).toHaveAccessibleName('Vista previa del logotipo marca.png');
    decodePreview(400, 200);
    expect(screen.queryByText('El logotipo debe medir al menos 100 × 100 píxeles.')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.upload(fileInput(), png('otra.webp', 'image/webp'));
    expect(await screen.findByTestId('company-logo-preview')).toHaveAttribute('src', 'blob:logo-2');
    expect(revoked).toEqual(['blob:logo-1']);
  });

  it('refuses a logo under 100×100 px or one the browser cannot decode, without calling the API', async () => {
    const { user } = renderModal();
    await user.type(await screen.findByTestId('company-name-input'), 'Nueva S.A.');
    await user.upload(fileInput(), png());
    decodePreview(50, 50);
    expect(await screen.findByText('El logotipo debe medir al menos 100 × 100 píxeles.')).toBeInTheDocument();
    await user.click(screen.getByTestId('company-create-submit'));
    expect(screen.getByText('El logotipo debe medir al menos 100 × 100 píxeles.')).toBeInTheDocument();

    await user.upload(fileInput(), png('texto.png'));
    fireEvent.error(await screen.findByTestId('company-logo-preview'));
    expect(await screen.findByText('Tipo de archivo no válido. Solo se permiten imágenes.')).toBeInTheDocument();
    await user.click(screen.getByTestId('company-create-submit'));
    await expectNoAxeViolations();
    expect(posts).toHaveLength(0);
  });

  it('refuses a GIF and a file over 5 MB at once, showing no preview', async () => {
    const { user } = renderModal();
    await user.upload(fileInput(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Tipo de archivo no válido. Solo se permiten imágenes.')).toBeInTheDocument();
    expect(screen.queryByTestId('company-logo-preview')).not.toBeInTheDocument();
    await user.upload(fileInput(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('El archivo es demasiado grande (máximo 5 MB)')).toBeInTheDocument();
    expect(screen.queryByTestId('company-logo-preview')).not.toBeInTheDocument();
  });

  it("puts the server's field message under the logo", async () => {
    server.use(
      mswHttp.post('/api/companies', () =>
        HttpResponse.json(
          {
            error: 'validation_error',
            message: 'El logotipo debe medir al menos 100 × 100 píxeles.',
            fields: { logo: 'messages.logo_too_small' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, onClose } = renderModal();
    await user.type(await screen.findByTestId('company-name-input'), 'Nueva S.A.');
    await user.upload(fileInput(), png());
    await user.click(screen.getByTestId('company-create-submit'));
    // Under the field and in the toast.
    await waitFor(() =>
      expect(screen.getAllByText('El logotipo debe medir al menos 100 × 100 píxeles.')).toHaveLength(2),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and the logo as a form, then selects the new company', async () => {
    const { user, onClose } = renderModal();
    await user.type(await screen.findByTestId('company-name-input'), '  Nueva S.A.  ');
    await user.upload(fileInput(), png('marca.png'));
    decodePreview(300, 300);
    await user.click(screen.getByTestId('company-create-submit'));
    expect(await screen.findByText('Empresa creada correctamente')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.get('name')).toBe('Nueva S.A.');
    // jsdom's FormData keeps neither the file's name nor its raw bytes on the way to MSW: the part is there.
    expect(posts[0]!.get('logo')).toMatchObject({ type: 'image/png', size: expect.any(Number) });
    await waitFor(() => expect(selectedCompanyStore.get()).toBe(9));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('/company-onboarding', () => {
  it('lets a holder of the grant create the first company, which is selected, and moves on', async () => {
    let user: SessionUser = makeUserWithRole('admin', { needsCompanyOnboarding: true, companies: [] });
    const created: CompanySummary = { id: 9, name: 'Primera S.A.', logo: null };
    let companies: CompanySummary[] = [];
    server.use(...sessionHandlers({ user, companies }));
    // A later use() takes precedence: /me and /companies follow the creation.
    server.use(
      mswHttp.get('/api/auth/me', ({ request }) =>
        request.headers.get('authorization')
          ? HttpResponse.json(user)
          : HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
      mswHttp.get('/api/companies', () => HttpResponse.json(companies)),
      mswHttp.post('/api/companies', () => {
        companies = [created];
        user = makeUserWithRole('admin', { companies: [created] });
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { router } = renderApp('/company-onboarding');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByTestId('company-onboarding-create'));
    await clicker.type(await screen.findByTestId('company-name-input'), 'Primera S.A.');
    await expectNoAxeViolations();
    await clicker.click(screen.getByTestId('company-create-submit'));
    await waitFor(() => expect(selectedCompanyStore.get()).toBe(9));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/company-onboarding'), { timeout: 4000 });
  });
});
