import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toastDefaults } from '@rally/domain';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppOverlays } from './app-overlays';
import { confirmAction } from './confirm-action';
import { ConfirmDialog } from './confirm-dialog';
import { globalLoading } from './global-loading';
import { notifyError, notifyInfo, notifySuccess } from './notify';
import { PopupModal } from './popup-modal';
import { SlideInModal } from './slide-in-modal';
import { renderWithTheme } from './test-utils';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => globalLoading.reset());

describe('global loading overlay', () => {
  it('shows while any call is pending, counting nested calls', () => {
    renderWithTheme(<AppOverlays />);
    const overlay = () => screen.queryByTestId('global-loading-overlay');
    expect(overlay()).toBeNull();
    act(() => globalLoading.show());
    act(() => globalLoading.show());
    expect(overlay()).toBeTruthy();
    act(() => globalLoading.hide());
    expect(overlay()).toBeTruthy();
    act(() => globalLoading.hide());
    expect(overlay()).toBeNull();
    act(() => globalLoading.hide()); // an extra hide does not go below zero
    act(() => globalLoading.show());
    expect(overlay()).toBeTruthy();
  });

  it('tracks a promise until it settles, even when it fails', async () => {
    renderWithTheme(<AppOverlays />);
    let fail!: (e: Error) => void;
    let work!: Promise<unknown>;
    act(() => {
      work = globalLoading.track(new Promise((_, reject) => (fail = reject)));
    });
    expect(screen.getByTestId('global-loading-overlay')).toBeTruthy();
    await act(async () => {
      fail(new Error('boom'));
      await expect(work).rejects.toThrow('boom');
    });
    expect(screen.queryByTestId('global-loading-overlay')).toBeNull();
  });
});

describe('confirmation', () => {
  it('confirmAction resolves true on confirm and false on cancel', async () => {
    renderWithTheme(<AppOverlays />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmAction({
        title: 'Delete court?',
        message: 'Court 3 and its bookings go.',
        confirmLabel: 'Delete court',
      });
    });
    expect(screen.getByText('Court 3 and its bookings go.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete court' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirmAction({ title: 'Remove member?', message: 'They lose access.' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('ConfirmDialog waits for onConfirm, then closes; on failure it toasts and stays', async () => {
    const onClose = vi.fn();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('Invalid court details'))
      .mockResolvedValueOnce(undefined);
    renderWithTheme(
      <ConfirmDialog
        opened
        title="Delete?"
        message="Sure?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid court details', expect.anything()));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});

describe('modals', () => {
  it('the popup is a labelled dialog; the slide-in panel shows its footer', () => {
    renderWithTheme(
      <>
        <PopupModal opened onClose={() => {}} title="Court details">
          Body
        </PopupModal>
        <SlideInModal opened onClose={() => {}} title="New court" footer={<button type="button">Save</button>}>
          Form
        </SlideInModal>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Court details' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New court' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('toasts', () => {
  it('use the spec settings: top right, progress bar, 3000 ms', async () => {
    notifySuccess('Member saved');
    notifyInfo('Heads up');
    notifyError(new Error('Invalid member details'));
    notifyError(undefined);
    const options = { position: 'top-right', autoClose: 3000, hideProgressBar: false };
    expect(toastDefaults.autoCloseMs).toBe(3000);
    // react-toastify loads with the toast container, so a toast is shown a moment after it is asked for.
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred', options));
    expect(toast.success).toHaveBeenCalledWith('Member saved', options);
    expect(toast.info).toHaveBeenCalledWith('Heads up', options);
    expect(toast.error).toHaveBeenCalledWith('Invalid member details', options);
    expect(toast.error).toHaveBeenCalledWith('An error occurred', options);
  });
});
