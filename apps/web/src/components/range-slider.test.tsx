import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSliderField } from './range-slider';
import { renderWithTheme } from './test-utils';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, text: string) => {
  fireEvent.change(box(name), { target: { value: text } });
  fireEvent.blur(box(name));
};

describe('RangeSliderField', () => {
  it('starts on the spec defaults: 25 to 75 of 0 to 100', () => {
    renderWithTheme(<RangeSliderField label="Rating" />);
    expect(screen.getByRole('group', { name: 'Rating' })).toBeTruthy();
    expect(box('Minimum').value).toBe('25');
    expect(box('Maximum').value).toBe('75');
    const thumbs = screen.getAllByRole('slider');
    expect(thumbs.map((t) => t.getAttribute('aria-valuenow'))).toEqual(['25', '75']);
  });

  it('takes a valid minimum and reports the whole value', () => {
    const onChange = vi.fn();
    renderWithTheme(<RangeSliderField onChange={onChange} />);
    type('Minimum', '40');
    expect(onChange).toHaveBeenCalledWith({ min: 0, max: 100, minValue: 40, maxValue: 75, singleValue: null });
    expect(box('Minimum').value).toBe('40');
  });

  it.each([
    ['Minimum', '80', '25'], // at or above the maximum
    ['Minimum', '75', '25'], // equal to the maximum
    ['Maximum', '10', '75'], // below the minimum
    ['Maximum', '120', '75'], // out of bounds
    ['Minimum', '', '25'], // emptied
    ['Minimum', 'abc', '25'], // not a number
  ])('reverts %s typed as %j', (name, text, back) => {
    const onChange = vi.fn();
    renderWithTheme(<RangeSliderField onChange={onChange} />);
    type(name, text);
    expect(onChange).not.toHaveBeenCalled();
    expect(box(name).value).toBe(back);
  });

  it('commits on Enter as well as on leaving the box', () => {
    const onChange = vi.fn();
    renderWithTheme(<RangeSliderField onChange={onChange} />);
    fireEvent.change(box('Maximum'), { target: { value: '90' } });
    fireEvent.keyDown(box('Maximum'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ minValue: 25, maxValue: 90 }));
  });

  it('keeps the handles apart when moved by keyboard', () => {
    const onChange = vi.fn();
    renderWithTheme(<RangeSliderField onChange={onChange} value={{ minValue: 74, maxValue: 75 }} />);
    const [low] = screen.getAllByRole('slider');
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    for (const [v] of onChange.mock.calls) expect(v.minValue).toBeLessThan(v.maxValue);
  });

  it('falls back to the bounds when 25-75 does not fit them', () => {
    renderWithTheme(<RangeSliderField min={100} max={500} step={50} />);
    expect(box('Minimum').value).toBe('100');
    expect(box('Maximum').value).toBe('500');
  });
});
