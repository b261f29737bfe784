import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { SuspenseAfterCommit } from './SuspenseAfterCommit';

describe('SuspenseAfterCommit', () => {
  it('commits the screen around it before its children render', () => {
    const order: string[] = [];
    function Part() {
      order.push('part rendered');
      return <span>parte</span>;
    }
    function Screen() {
      useLayoutEffect(() => {
        order.push('screen committed');
      }, []);
      return (
        <SuspenseAfterCommit fallback={<span>cargando</span>}>
          <Part />
        </SuspenseAfterCommit>
      );
    }
    render(<Screen />);
    // A plain Suspense renders the part in the screen's own render: ['part rendered', 'screen committed'].
    expect(order).toEqual(['screen committed', 'part rendered']);
    expect(screen.getByText('parte')).toBeInTheDocument();
  });
});
