import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../components/test-utils';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkErrorText, loadChunk } from './chunk-error';
import { page } from './lazy-page';

const Page = () => <p>The page</p>;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadChunk', () => {
  it('resolves with the module when the import arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: Page }))).resolves.toEqual({ default: Page });
  });

  it('fails with a chunk error at once when the import fails (a new deployment removed the chunk)', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/members-page-old.js');
    const failure = await loadChunk(() => Promise.reject(missing)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).cause).toBe(missing);
  });

  it('fails with a chunk error after 120 seconds without an answer', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise(() => {})).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});

describe('a lazy page whose chunk fails', () => {
  it('shows the chunk error sentence with a reload button, at once for a failed import', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithTheme(page(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    expect(await screen.findByText(chunkErrorText)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(chunkErrorText);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the loader, then the chunk error after 120 seconds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithTheme(page(() => new Promise(() => {})));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS));
    expect(screen.getByText(chunkErrorText)).toBeTruthy();
  });

  it('shows the page when its chunk arrives', async () => {
    renderWithTheme(page(() => Promise.resolve({ default: Page })));
    expect(await screen.findByText('The page')).toBeTruthy();
  });
});
