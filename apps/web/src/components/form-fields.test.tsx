import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { MessageText } from './message-text';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area';
import { TextInputField } from './text-input';
import { renderWithTheme } from './test-utils';

describe('required labels and errors', () => {
  it("shows '(required)' after the label of a required field, and nothing otherwise", () => {
    renderWithTheme(
      <>
        <TextInputField label="Email" required />
        <TextInputField label="Nickname" />
      </>,
    );
    const email = screen.getByLabelText('Email (required)');
    expect(email.getAttribute('aria-required')).toBe('true');
    // No native `required`: the browser bubble would pre-empt the form's own messages.
    expect(email.hasAttribute('required')).toBe(false);
    expect(screen.getByLabelText('Nickname').getAttribute('aria-required')).toBeNull();
    expect(screen.queryByText('*')).toBeNull();
  });

  it.each([
    ['text area', <TextAreaField key="a" label="Notes" required error="Notes is required" />],
    ['select', <SelectField key="s" label="Surface" required data={['Clay', 'Grass']} error="Surface is required" />],
    ['number', <NumberField key="n" label="Courts" required error="Courts is required" />],
    ['checkbox', <CheckboxField key="c" label="I agree" required error="I agree is required" />],
  ])('puts the %s error under the field and links it', (_name, field) => {
    const { container } = renderWithTheme(field);
    expect(screen.getByText('(required)')).toBeTruthy();
    const error = screen.getByText(/is required$/);
    const input = container.querySelector('input, textarea') as HTMLElement;
    // "Under the field": the message follows the control in document order.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(error.id);
  });

  it('text input shows the error under it', () => {
    renderWithTheme(
      <TextInputField
        label="Website"
        type="url"
        error="This field has to be a valid URL starting with http:// or https://"
      />,
    );
    const input = screen.getByLabelText('Website');
    const error = screen.getByText(/valid URL/);
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('TextInputField', () => {
  it.each(['url', 'text', 'tel', 'search', 'number', 'email'] as const)('renders type %s', (type) => {
    renderWithTheme(<TextInputField label="Field" type={type} />);
    expect(screen.getByLabelText('Field').getAttribute('type')).toBe(type);
  });

  it('renders a password box with a show/hide toggle', () => {
    const { container } = renderWithTheme(<TextInputField label="Password" type="password" required />);
    expect(screen.getByLabelText('Password (required)').getAttribute('type')).toBe('password');
    expect(container.querySelector('button')).toBeTruthy();
  });

  it('passes typing through', () => {
    const onChange = vi.fn();
    renderWithTheme(<TextInputField label="Name" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ash' } });
    expect(onChange).toHaveBeenCalledOnce();
  });
});

describe('NumberField', () => {
  function Harness({
    initial,
    spy,
    ...props
  }: {
    initial?: number | string;
    spy: (n: number | string) => void;
    decimalScale?: number;
    fixedDecimalScale?: boolean;
  }) {
    const [value, setValue] = useState<number | string | undefined>(initial);
    return (
      <NumberField
        label="Quantity"
        value={value}
        {...props}
        onChange={(n) => {
          spy(n);
          setValue(n);
        }}
      />
    );
  }

  it('turns an emptied box into 0, and shows 0 once the box is left', () => {
    const spy = vi.fn();
    renderWithTheme(<Harness initial={5} spy={spy} />);
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith(0);
    expect(input.value).toBe(''); // still free to type
    fireEvent.blur(input);
    expect(input.value).toBe('0');
  });

  it('hands on a negative number as typed, for the schema to refuse (never flipped or floored)', () => {
    const spy = vi.fn();
    renderWithTheme(<Harness initial={4} spy={spy} />);
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-3' } });
    expect(spy).toHaveBeenLastCalledWith(-3);
    fireEvent.blur(input);
    expect(input.value).toBe('-3');
  });

  it("keeps text that is not a number ('abc') instead of turning it into 0.00", () => {
    const spy = vi.fn();
    renderWithTheme(<Harness initial={12} spy={spy} decimalScale={2} fixedDecimalScale />);
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(input.value).toBe('12.00');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(spy).toHaveBeenLastCalledWith('abc');
    fireEvent.blur(input);
    expect(input.value).toBe('abc');
    fireEvent.change(input, { target: { value: '7.5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('7.50');
    expect(spy).toHaveBeenLastCalledWith(7.5);
  });

  it('steps with the arrow keys', () => {
    const spy = vi.fn();
    renderWithTheme(<Harness initial={2} spy={spy} />);
    fireEvent.keyDown(screen.getByLabelText('Quantity'), { key: 'ArrowUp' });
    expect(spy).toHaveBeenLastCalledWith(3);
  });

  it('shows a new value set from outside (a form reset)', () => {
    const { rerender } = renderWithTheme(<NumberField label="Courts" value={3} />);
    rerender(<NumberField label="Courts" value={0} />);
    expect((screen.getByLabelText('Courts') as HTMLInputElement).value).toBe('0');
  });
});

describe('MessageText', () => {
  it('announces errors at once and other kinds politely', () => {
    renderWithTheme(
      <>
        <MessageText kind="error">Invalid court details</MessageText>
        <MessageText kind="success">Saved</MessageText>
        <MessageText>Heads up</MessageText>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Invalid court details');
    expect(screen.getAllByRole('status').map((el) => el.getAttribute('data-kind'))).toEqual(['success', 'info']);
  });
});
