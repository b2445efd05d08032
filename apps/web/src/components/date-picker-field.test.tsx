import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DatePickerField } from './date-picker-field';
import { renderWithTheme } from './test-utils';

describe('DatePickerField', () => {
  it("shows 'MMM DD YYYY', or 'dddd D MMMM, YYYY' in full-date mode", () => {
    renderWithTheme(
      <>
        <DatePickerField label="Start" value="2024-03-05" today="2024-03-20" />
        <DatePickerField label="Match day" value="2024-03-05" today="2024-03-20" fullDate required />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Start' }).textContent).toBe('Mar 05 2024');
    expect(screen.getByRole('button', { name: 'Match day (required)' }).textContent).toBe('Tuesday 5 March, 2024');
  });

  it('outputs the picked day as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    renderWithTheme(<DatePickerField label="Start" value="2024-03-05" today="2024-03-20" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: '9 March 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-03-09');
  });

  it('offers years from 2018 to 50 years ahead', () => {
    renderWithTheme(<DatePickerField label="Start" value="2018-01-10" today="2024-03-20" />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    // The first day of 2018 is the earliest one offered; 31 Dec 2017 is not.
    const first = screen.getByRole('button', { name: '1 January 2018' }) as HTMLButtonElement;
    expect(first.disabled || first.getAttribute('data-disabled') === 'true').toBe(false);
    const before = screen.queryByRole('button', { name: '31 December 2017' }) as HTMLButtonElement | null;
    expect(before === null || before.disabled || before.getAttribute('data-disabled') === 'true').toBe(true);
  });
});
