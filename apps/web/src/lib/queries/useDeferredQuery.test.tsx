import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './useDeferredQuery';

function Probe({ fail }: { fail: boolean }) {
  const query = useQuery({
    queryKey: ['probe', fail],
    queryFn: () => (fail ? Promise.reject(new Error('sin datos')) : Promise.resolve({ name: 'Abono' })),
    retry: false,
  });
  const answer = useDeferredQuery(query);
  if (answer.status === 'pending') return <p>pending</p>;
  if (answer.status === 'error') return <p>error: {answer.error.message}</p>;
  return <p>success: {answer.data.name}</p>;
}

function renderProbe(fail: boolean) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Probe fail={fail} />
    </QueryClientProvider>,
  );
}

describe('useDeferredQuery', () => {
  it('gives the status with its data once the answer has rendered', async () => {
    renderProbe(false);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('success: Abono')).toBeInTheDocument();
  });

  it('gives the status with its error', async () => {
    renderProbe(true);
    expect(await screen.findByText('error: sin datos')).toBeInTheDocument();
  });

  it('keeps the same answer object while nothing changed, so React does not render again for nothing', async () => {
    const seen: unknown[] = [];
    function Same() {
      const query = useQuery({ queryKey: ['same'], queryFn: () => Promise.resolve(1) });
      seen.push(useDeferredQuery(query));
      return null;
    }
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Same />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'success', data: 1 }));
    const settled = seen.at(-1);
    view.rerender(
      <QueryClientProvider client={client}>
        <Same />
      </QueryClientProvider>,
    );
    expect(seen.at(-1)).toBe(settled);
  });
});
