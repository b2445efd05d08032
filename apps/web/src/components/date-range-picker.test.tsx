import { fireEvent, screen } from '@testing-library/react';
import { defaultDateRange, getPresetRange, type DateRange } from '@rally/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker';
import { renderWithTheme } from './test-utils';

const TODAY = '2024-03-20';

function Harness({ spy, singleDay = false }: { spy: (r: DateRange) => void; singleDay?: boolean }) {
  const [range, setRange] = useState<DateRange | undefined>(undefined);
  return (
    <DateRangePicker
      label="Period"
      today={TODAY}
      singleDay={singleDay}
      value={range}
      onChange={(r) => {
        spy(r);
        setRange(r);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it("starts on the last 30 days, titled 'Last 30 Days' and shown as 'MMM DD, YYYY'", () => {
    renderWithTheme(<DateRangePicker label="Period" today={TODAY} />);
    expect(defaultDateRange(TODAY).displayTitle).toBe('Last 30 Days');
    expect(screen.getByRole('button', { name: 'Date range: Last 30 Days' }).textContent).toBe('Last 30 Days');
    expect(screen.getByRole('button', { name: 'Dates: Feb 20, 2024 - Mar 20, 2024' }).textContent).toBe(
      'Feb 20, 2024 - Mar 20, 2024',
    );
    expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy();
  });

  it('sets the range and title from a preset', () => {
    const spy = vi.fn();
    renderWithTheme(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Date range: Last 30 Days' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Next Month' }));
    expect(spy).toHaveBeenLastCalledWith(getPresetRange('nextMonth', TODAY));
    expect(spy.mock.lastCall![0]).toEqual({ start: '2024-04-01', end: '2024-04-30', displayTitle: 'Next Month' });
    expect(screen.getByRole('button', { name: 'Date range: Next Month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dates: Apr 01, 2024 - Apr 30, 2024' }).textContent).toBe(
      'Apr 01, 2024 - Apr 30, 2024',
    );
  });

  it("titles a range picked on the calendar 'Custom', ends in order", () => {
    const spy = vi.fn();
    renderWithTheme(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: /^Dates/ }));
    fireEvent.click(screen.getByRole('button', { name: '12 February 2024' }));
    expect(spy).not.toHaveBeenCalled(); // one end is not a range yet
    fireEvent.click(screen.getByRole('button', { name: '5 February 2024' }));
    expect(spy).toHaveBeenLastCalledWith({ start: '2024-02-05', end: '2024-02-12', displayTitle: 'Custom' });
    expect(screen.getByRole('button', { name: 'Date range: Custom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dates: Feb 05, 2024 - Feb 12, 2024' }).textContent).toBe(
      'Feb 05, 2024 - Feb 12, 2024',
    );
  });

  it("titles a range 'Custom' even when it matches a preset's days", () => {
    const spy = vi.fn();
    renderWithTheme(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: /^Dates/ }));
    fireEvent.click(screen.getByRole('button', { name: '20 February 2024' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: '20 March 2024' }));
    expect(spy).toHaveBeenLastCalledWith({ start: '2024-02-20', end: '2024-03-20', displayTitle: 'Custom' });
  });

  it("handles presets reaching past the calendar's last year ('Future' ends in 2099)", () => {
    const spy = vi.fn();
    renderWithTheme(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Date range: Last 30 Days' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Future' }));
    expect(spy).toHaveBeenLastCalledWith({ start: '2024-03-20', end: '2099-12-31', displayTitle: 'Future' });
    expect(screen.getByRole('button', { name: 'Dates: Mar 20, 2024 - Dec 31, 2099' }).textContent).toBe(
      'Mar 20, 2024 - Dec 31, 2099',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Dates/ }));
    expect(screen.getByRole('button', { name: '20 March 2024' })).toBeTruthy();
  });

  it('offers only the presets asked for', () => {
    renderWithTheme(<DateRangePicker today={TODAY} presets={['last7', 'last30']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Date range: Last 30 Days' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Last 7 Days', 'Last 30 Days']);
  });

  describe('single-day mode', () => {
    it('starts on today and steps with the arrows', () => {
      const spy = vi.fn();
      renderWithTheme(<Harness spy={spy} singleDay />);
      expect(screen.getByRole('button', { name: 'Day: Mar 20, 2024' }).textContent).toBe('Mar 20, 2024');
      fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
      expect(spy).toHaveBeenLastCalledWith({
        start: '2024-03-19',
        end: '2024-03-19',
        date: '2024-03-19',
        displayTitle: 'Mar 19, 2024',
      });
      fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
      expect(spy.mock.lastCall![0].date).toBe('2024-03-21');
      expect(screen.getByRole('button', { name: 'Day: Mar 21, 2024' }).textContent).toBe('Mar 21, 2024');
    });

    it('crosses month ends', () => {
      const spy = vi.fn();
      renderWithTheme(
        <DateRangePicker
          singleDay
          today={TODAY}
          defaultValue={{ start: '2024-03-01', end: '2024-03-01', date: '2024-03-01', displayTitle: '' }}
          onChange={spy}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
      expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2024-02-29' }));
    });

    it('cannot step before 2018', () => {
      renderWithTheme(
        <DateRangePicker
          singleDay
          today={TODAY}
          value={{ start: '2018-01-01', end: '2018-01-01', date: '2018-01-01', displayTitle: 'Jan 01, 2018' }}
        />,
      );
      expect((screen.getByRole('button', { name: 'Previous day' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
