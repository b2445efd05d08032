import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberStepper } from './number-stepper';
import { renderWithTheme } from './test-utils';

function Harness({ initial, spy }: { initial: number; spy: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberStepper
      label="Quantity"
      value={value}
      onChange={(n) => {
        spy(n);
        setValue(n);
      }}
    />
  );
}

const shown = () => screen.getByRole('group', { name: 'Quantity' }).querySelector('output')!.textContent;

describe('NumberStepper', () => {
  it('steps up and down with labelled buttons', () => {
    const spy = vi.fn();
    renderWithTheme(<Harness initial={2} spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(shown()).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    expect(spy.mock.calls.map(([n]) => n)).toEqual([3, 2, 1]);
  });

  it('stops at 0: the minus button is disabled there', () => {
    const spy = vi.fn();
    renderWithTheme(<Harness initial={1} spy={spy} />);
    const minus = screen.getByRole('button', { name: 'Decrease Quantity' }) as HTMLButtonElement;
    fireEvent.click(minus);
    expect(shown()).toBe('0');
    expect(minus.disabled).toBe(true);
    fireEvent.click(minus);
    expect(spy.mock.calls.map(([n]) => n)).toEqual([0]);
  });

  it('floors a larger step at 0', () => {
    const spy = vi.fn();
    renderWithTheme(<NumberStepper label="Balls" value={3} step={5} onChange={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Balls' }));
    expect(spy).toHaveBeenCalledWith(0);
  });

  it('shows a negative value as 0', () => {
    renderWithTheme(<NumberStepper label="Quantity" value={-2} onChange={() => {}} />);
    expect(shown()).toBe('0');
  });
});
