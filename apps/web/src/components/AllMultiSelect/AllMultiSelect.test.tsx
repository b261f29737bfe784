import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { AllMultiSelect } from './AllMultiSelect';

const options = [
  { value: 'pass', label: 'Viable' },
  { value: 'review', label: 'Revisión' },
];

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AllMultiSelect label="Resultado" options={options} value={value} onChange={setValue} testId="filter" />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByLabelText('Resultado', { selector: 'input' }));
  // jsdom runs no CSS transitions, so the dropdown stays display:none for the accessibility tree.
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('AllMultiSelect', () => {
  it('mounts its dropdown when opened, not hidden from the start (decision 102)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['all']} />);
    // A closed dropdown left mounted is positioned by floating-ui when the screen mounts.
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Viable', hidden: true })).toBeNull();
    await user.click(screen.getByLabelText('Resultado', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Viable', hidden: true })).toBeInTheDocument();
  });

  it('a pick replaces "all"; choosing "all" clears the picks', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['all']} />);
    await pick(user, 'Viable');
    expect(screen.getByTestId('value')).toHaveTextContent(/^pass$/);
    await pick(user, 'Revisión');
    expect(screen.getByTestId('value')).toHaveTextContent(/^pass,review$/);
    await pick(user, 'Todos');
    expect(screen.getByTestId('value')).toHaveTextContent(/^all$/);
  });

  it('removing the last pick falls back to "all"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['review']} />);
    const field = screen.getByTestId('filter').closest('.mantine-MultiSelect-root') ?? document.body;
    // The pill's remove button (Mantine renders it without a name); the only pill is "Revisión".
    const pill = within(field as HTMLElement)
      .getByText('Revisión')
      .closest('.mantine-Pill-root') as HTMLElement;
    await user.click(within(pill).getByRole('button', { hidden: true }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^all$/);
  });
});
