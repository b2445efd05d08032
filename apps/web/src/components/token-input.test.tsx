import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { TokenInput, type Token } from './token-input';
import { renderWithTheme } from './test-utils';

vi.mock('../lib/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

function Harness(props: { data?: Token[]; searchUrl?: string; spy?: (tokens: Token[]) => void }) {
  const [value, setValue] = useState<Token[]>([]);
  return (
    <TokenInput
      label="Players"
      value={value}
      onChange={(tokens) => {
        props.spy?.(tokens);
        setValue(tokens);
      }}
      data={props.data}
      searchUrl={props.searchUrl}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Players' });
const typeText = (text: string) => {
  fireEvent.click(input()); // opens the dropdown, as a real click or tap would
  fireEvent.change(input(), { target: { value: text } });
};
const settle = () => act(async () => {}); // let the mocked request's promise resolve

describe('TokenInput with a remote search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    apiMock.mockReset();
    apiMock.mockResolvedValue({ count: 1, next: null, previous: null, results: [{ id: 7, name: 'Ash Barty' }] });
  });
  afterEach(() => vi.useRealTimers());

  it('searches 300 ms after the last key, from 1 character', async () => {
    renderWithTheme(<Harness searchUrl="players/search" />);
    typeText('a');
    act(() => vi.advanceTimersByTime(299));
    expect(apiMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(apiMock).toHaveBeenCalledOnce();
    expect(apiMock.mock.calls[0][0]).toBe('players/search');
    expect(apiMock.mock.calls[0][1]?.query).toEqual({ search: 'a' });
    await settle();
    expect(screen.getByRole('option', { name: 'Ash Barty' })).toBeTruthy();
  });

  it('waits for the typing to stop: only the last text is searched', () => {
    renderWithTheme(<Harness searchUrl="players/search" />);
    typeText('a');
    act(() => vi.advanceTimersByTime(200));
    typeText('as');
    act(() => vi.advanceTimersByTime(200));
    typeText('ash');
    act(() => vi.advanceTimersByTime(300));
    expect(apiMock).toHaveBeenCalledOnce();
    expect(apiMock.mock.calls[0][1]?.query).toEqual({ search: 'ash' });
  });

  it('does not search for nothing or only spaces', () => {
    renderWithTheme(<Harness searchUrl="players/search" />);
    typeText('  ');
    act(() => vi.advanceTimersByTime(1000));
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('answers a repeated search from its cache', async () => {
    renderWithTheme(<Harness searchUrl="players/search" />);
    typeText('ash');
    act(() => vi.advanceTimersByTime(300));
    await settle();
    typeText('');
    typeText('ash');
    act(() => vi.advanceTimersByTime(300));
    await settle();
    expect(apiMock).toHaveBeenCalledOnce();
    expect(screen.getByRole('option', { name: 'Ash Barty' })).toBeTruthy();
  });

  it('turns a picked result into a token with its label', async () => {
    const spy = vi.fn();
    renderWithTheme(<Harness searchUrl="players/search" spy={spy} />);
    typeText('ash');
    act(() => vi.advanceTimersByTime(300));
    await settle();
    fireEvent.click(screen.getByRole('option', { name: 'Ash Barty' }));
    expect(spy).toHaveBeenCalledWith([{ value: '7', label: 'Ash Barty' }]);
    expect(screen.getByText('Ash Barty')).toBeTruthy(); // the pill keeps the label after the search clears
  });
});

describe('TokenInput by keyboard', () => {
  it('searches and picks with Tab, typing, arrows and Enter', async () => {
    apiMock.mockReset();
    apiMock.mockResolvedValue([{ value: 'p1', label: 'Pat Cash' }]);
    const spy = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Harness searchUrl="players/search" spy={spy} />);
    await user.tab();
    await user.keyboard('pat');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pat Cash' })).toBeTruthy());
    expect(apiMock).toHaveBeenCalledOnce();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenCalledWith([{ value: 'p1', label: 'Pat Cash' }]);
  });
});

describe('TokenInput with local data', () => {
  it('filters local data without calling the API', () => {
    apiMock.mockReset();
    renderWithTheme(
      <Harness
        data={[
          { value: 'c', label: 'Clay' },
          { value: 'g', label: 'Grass' },
        ]}
      />,
    );
    typeText('gr');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Grass']);
    expect(apiMock).not.toHaveBeenCalled();
  });
});
