import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePickerField } from './date-picker-field';
import { renderWithTheme } from './test-utils';

const box = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function Harness({ region, spy }: { region?: string; spy: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2024-03-05');
  return (
    <DatePickerField
      label="Start"
      region={region}
      today="2024-03-20"
      value={value}
      onChange={(v) => {
        spy(v);
        setValue(v);
      }}
    />
  );
}

const type = (text: string) => {
  const input = box('Start');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('DatePickerField', () => {
  it("shows 'MMM DD YYYY', or 'dddd D MMMM, YYYY' in full-date mode", () => {
    renderWithTheme(
      <>
        <DatePickerField label="Start" value="2024-03-05" today="2024-03-20" />
        <DatePickerField label="Match day" value="2024-03-05" today="2024-03-20" fullDate required />
      </>,
    );
    expect(box('Start').value).toBe('Mar 05 2024');
    expect(box('Match day (required)').value).toBe('Tuesday 5 March, 2024');
  });

  it('outputs the picked day as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    renderWithTheme(<DatePickerField label="Start" value="2024-03-05" today="2024-03-20" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the calendar for Start' }));
    fireEvent.click(screen.getByRole('button', { name: '9 March 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-03-09');
  });

  it('takes a typed YYYY-MM-DD anywhere, and DD/MM/YYYY in AU, MM/DD/YYYY in US', () => {
    const spy = vi.fn();
    const { unmount } = renderWithTheme(<Harness region="AU" spy={spy} />);
    type('9/4/2024');
    expect(spy).toHaveBeenLastCalledWith('2024-04-09');
    expect(box('Start').value).toBe('Apr 09 2024');
    type('2024-04-10');
    expect(spy).toHaveBeenLastCalledWith('2024-04-10');
    type('Apr 12 2024'); // the shown form, edited in place
    expect(spy).toHaveBeenLastCalledWith('2024-04-12');
    unmount();
    renderWithTheme(<Harness region="US" spy={spy} />);
    type('4/9/2024');
    expect(spy).toHaveBeenLastCalledWith('2024-04-09');
  });

  it("keeps a typed day that is not a date, with the parser's message under the field", () => {
    const spy = vi.fn();
    renderWithTheme(<Harness region="AU" spy={spy} />);
    type('31/02/1990');
    expect(box('Start').value).toBe('31/02/1990');
    expect(screen.getByText('Invalid Date')).toBeTruthy();
    expect(spy).toHaveBeenLastCalledWith('31/02/1990'); // the form holds it, so it cannot be saved
    type('next tuesday');
    expect(screen.getByText('Invalid Date Format (AU/ISO)')).toBeTruthy();
  });

  it('opens an empty date of birth on the decade of `openOn`', () => {
    renderWithTheme(
      <DatePickerField label="Date of birth" value={null} today="2024-03-20" openOn="1994-03-01" openLevel="decade" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the calendar for Date of birth' }));
    expect(screen.getByText('1990 – 1999')).toBeTruthy();
  });

  it('offers years from 2018 to 50 years ahead', () => {
    renderWithTheme(<DatePickerField label="Start" value="2018-01-10" today="2024-03-20" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the calendar for Start' }));
    // The first day of 2018 is the earliest one offered; 31 Dec 2017 is not.
    const first = screen.getByRole('button', { name: '1 January 2018' }) as HTMLButtonElement;
    expect(first.disabled || first.getAttribute('data-disabled') === 'true').toBe(false);
    const before = screen.queryByRole('button', { name: '31 December 2017' }) as HTMLButtonElement | null;
    expect(before === null || before.disabled || before.getAttribute('data-disabled') === 'true').toBe(true);
  });
});
