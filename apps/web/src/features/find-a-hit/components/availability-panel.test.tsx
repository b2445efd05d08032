import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityMessages } from '@rally/domain';
import { renderWithTheme } from '../../../components/test-utils';
import { AvailabilityPanel, availabilitySummary } from './availability-panel';

// The "When you can play" panel of the hit board: its empty state, the week editor, the shared
// schema's messages, and what it sends.

type Call = { url: string; method: string; body: unknown };

function serve(windows: unknown[]) {
  const calls: Call[] = [];
  let stored = windows;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (init.method === 'PUT') stored = body.windows;
      return new Response(JSON.stringify({ windows: stored, updated: null }), { status: 200 });
    }),
  );
  return calls;
}

const show = () =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AvailabilityPanel />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('AvailabilityPanel', () => {
  it('says every time fits until times are set', async () => {
    serve([]);
    show();
    expect(await screen.findByText('Not set: every time fits')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set my times' })).toBeTruthy();
  });

  it('sums the week up in order', () => {
    expect(
      availabilitySummary([
        { weekday: 5, from: '08:00', to: '12:00' },
        { weekday: 1, from: '18:00', to: '21:00' },
      ]),
    ).toBe('Tue 18:00–21:00 · Sat 08:00–12:00');
  });

  it('adds times per day, refuses overlapping ones with the schema’s message, and sends the week', async () => {
    const calls = serve([]);
    show();
    await screen.findByText('Not set: every time fits');
    fireEvent.click(screen.getByRole('button', { name: 'Set my times' }));
    const form = await screen.findByRole('form', { name: 'When you can play' });
    const tuesday = within(form).getByRole('group', { name: 'Tuesday' });
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Add a time on Tuesday' }));
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Add a time on Tuesday' }));
    // Weekday evenings first, then the next two hours.
    expect(
      within(tuesday)
        .getAllByRole('combobox')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['18:00', '20:00', '20:00', '22:00']);
    // The second starts at 19:00: it overlaps the first.
    fireEvent.click(within(tuesday).getAllByRole('combobox', { name: 'Tuesday from' })[1]);
    fireEvent.click(await screen.findByRole('option', { name: '19:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save times' }));
    expect(await screen.findByText(availabilityMessages.overlaps)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Remove Tuesday 19:00–22:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save times' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/matchaavailability/',
      body: { windows: [{ weekday: 1, from: '18:00', to: '20:00' }] },
    });
    expect(await screen.findByText('Tue 18:00–20:00 (each club’s own time)')).toBeTruthy();
  }, 30_000);
});
