import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { MoneyInput } from './MoneyInput';

function Harness() {
  const [value, setValue] = useState('');
  return <MoneyInput label="Monto" value={value} onChange={setValue} data-testid="money" />;
}

describe('MoneyInput', () => {
  it('is labelled, offers the decimal keyboard and reports what is typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Monto');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1234.5');
    expect(screen.getByTestId('money')).toHaveValue('1234.5');
  });
});
