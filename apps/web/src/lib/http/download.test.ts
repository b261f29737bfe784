import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { setAccessToken } from '../authStore';
import { saveBlob } from '../saveBlob';
import { downloadFile, fileNameFromDisposition, UNNAMED_DOWNLOAD } from './download';

vi.mock('../saveBlob', () => ({ saveBlob: vi.fn() }));
beforeEach(() => vi.mocked(saveBlob).mockReset());

describe('fileNameFromDisposition', () => {
  it('reads the plain filename, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="contrato_7_v2.pdf"')).toBe('contrato_7_v2.pdf');
    expect(fileNameFromDisposition('inline; filename=creditos_20261121.xlsx')).toBe('creditos_20261121.xlsx');
    expect(fileNameFromDisposition('attachment; filename="a;b \\"c\\".pdf"')).toBe('a;b "c".pdf');
  });

  it("prefers the RFC 5987 filename*=UTF-8'' form, whichever comes first", () => {
    expect(
      fileNameFromDisposition(`attachment; filename="contrato.pdf"; filename*=UTF-8''contrato%20de%20Mar%C3%ADa.pdf`),
    ).toBe('contrato de María.pdf');
    expect(fileNameFromDisposition(`attachment; filename*=utf-8'es'baja_Jos%C3%A9.pdf; filename="baja.pdf"`)).toBe(
      'baja_José.pdf',
    );
    // A broken encoding or another charset falls back to the plain name.
    expect(fileNameFromDisposition(`attachment; filename="plano.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe(
      'plano.pdf',
    );
    expect(fileNameFromDisposition(`attachment; filename="plano.pdf"; filename*=iso-8859-1''x.pdf`)).toBe('plano.pdf');
  });

  it('names nothing without a filename, and never a folder or control characters', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fx%00.pdf`)).toBe('x.pdf');
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
  });
});

describe('downloadFile', () => {
  it("saves the answer under the name the server's Content-Disposition gives", async () => {
    setAccessToken('tok');
    server.use(
      mswHttp.get(
        '/api/loans/7/contract',
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'inline; filename="contrato_7_v3.pdf"',
            },
          }),
      ),
    );
    await expect(downloadFile('/loans/7/contract')).resolves.toBe('contrato_7_v3.pdf');
    expect(vi.mocked(saveBlob)).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('contrato_7_v3.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('sends a POST body and query, and saves the RFC 5987 name', async () => {
    setAccessToken('tok');
    let seen: { body: unknown; query: string | null } | null = null;
    server.use(
      mswHttp.post('/api/employees/3/activation-letter', async ({ request }) => {
        seen = { body: await request.json(), query: new URL(request.url).searchParams.get('company_id') };
        return new HttpResponse('%PDF', {
          headers: {
            'content-disposition': `attachment; filename="carta.pdf"; filename*=UTF-8''carta_activaci%C3%B3n_3.pdf`,
          },
        });
      }),
    );
    await expect(
      downloadFile('/employees/3/activation-letter', {
        method: 'POST',
        body: { code: 'ABC' },
        query: { company_id: 9 },
      }),
    ).resolves.toBe('carta_activación_3.pdf');
    expect(seen).toEqual({ body: { code: 'ABC' }, query: '9' });
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'carta_activación_3.pdf');
  });

  it('falls back to a generic name when the server names none, and saves nothing on an error', async () => {
    setAccessToken('tok');
    server.use(
      mswHttp.get('/api/unnamed', () => new HttpResponse('x')),
      mswHttp.get('/api/gone', () => HttpResponse.json({ error: 'not_found', message: 'No existe' }, { status: 404 })),
    );
    await expect(downloadFile('/unnamed')).resolves.toBe(UNNAMED_DOWNLOAD);
    vi.mocked(saveBlob).mockReset();
    await expect(downloadFile('/gone')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(vi.mocked(saveBlob)).not.toHaveBeenCalled();
  });
});
