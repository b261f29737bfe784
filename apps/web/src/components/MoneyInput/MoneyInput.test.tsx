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

  it('cleans "1,000" and " 5000 " when the field is left or Enter is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Monto');
    await user.type(input, '1,000');
    expect(input).toHaveValue('1,000');
    await user.tab();
    expect(input).toHaveValue('1000');
    await user.clear(input);
    await user.type(input, ' 5000 {Enter}');
    expect(input).toHaveValue('5000');
    await user.clear(input);
    await user.type(input, '12abc');
    await user.tab();
    expect(input).toHaveValue('12abc');
  });
});
