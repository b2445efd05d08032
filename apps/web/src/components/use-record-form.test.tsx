import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppOverlays } from './app-overlays';
import { FormPanelActions } from './form-panel-actions';
import { SlideInModal } from './slide-in-modal';
import { renderWithTheme } from './test-utils';
import { hasUnsavedChanges } from './unsaved-changes';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useRecordForm } from './use-record-form';

type Member = { id: number; name: string };
const valuesOf = (m: Member | null) => ({ name: m?.name ?? '' });

describe('useRecordForm', () => {
  it('starts from the record and takes the next record each time the panel opens', () => {
    const { result, rerender } = renderHook(
      (p: { record: Member | null; opened: boolean }) => useRecordForm({ ...p, valuesOf }),
      {
        initialProps: { record: { id: 1, name: 'Ann' }, opened: true },
      },
    );
    expect(result.current.getValues().name).toBe('Ann');
    act(() => result.current.setFieldValue('name', 'Anna'));
    expect(result.current.isDirty()).toBe(true);
    rerender({ record: { id: 1, name: 'Ann' }, opened: false });
    rerender({ record: { id: 2, name: 'Ben' }, opened: true });
    expect(result.current.getValues().name).toBe('Ben');
    expect(result.current.isDirty()).toBe(false);
    act(() => result.current.setFieldValue('name', 'Benny'));
    act(() => result.current.reset());
    expect(result.current.getValues().name).toBe('Ben');
  });

  it('keeps the user’s changes when the record is read again, and takes a record that holds them', () => {
    const { result, rerender } = renderHook((p: { record: Member }) => useRecordForm({ ...p, valuesOf }), {
      initialProps: { record: { id: 1, name: 'Ann' } },
    });
    rerender({ record: { id: 1, name: 'Anne' } }); // no changes: the new values show
    expect(result.current.getValues().name).toBe('Anne');
    act(() => result.current.setFieldValue('name', 'Annie'));
    rerender({ record: { id: 1, name: 'Anny' } }); // another admin's change: the user's stay
    expect(result.current.getValues().name).toBe('Annie');
    rerender({ record: { id: 1, name: 'Annie' } }); // the user's own save
    expect(result.current.isDirty()).toBe(false);
  });

  it('counts as unsaved changes only while open', () => {
    const { result, rerender, unmount } = renderHook(
      (p: { opened: boolean }) => useRecordForm({ record: null, valuesOf, opened: p.opened }),
      {
        initialProps: { opened: true },
      },
    );
    act(() => result.current.setFieldValue('name', 'Cy'));
    expect(hasUnsavedChanges()).toBe(true);
    rerender({ opened: false });
    expect(hasUnsavedChanges()).toBe(false);
    unmount();
  });
});

function MemberPanel({ onClose }: { onClose: () => void }) {
  const form = useRecordForm({ record: { id: 1, name: 'Ann' } as Member, valuesOf });
  return (
    <SlideInModal
      opened
      onClose={onClose}
      form={form}
      title="Edit Ann"
      footer={
        <FormPanelActions form="f" submitting={false} onCancel={onClose}>
          Save
        </FormPanelActions>
      }
    >
      <form id="f">
        <input aria-label="Name" {...form.getInputProps('name')} />
      </form>
    </SlideInModal>
  );
}

describe('SlideInModal with a form', () => {
  it('closes at once without changes', () => {
    const onClose = vi.fn();
    renderWithTheme(
      <>
        <MemberPanel onClose={onClose} />
        <AppOverlays />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before Esc or Cancel throws changes away: Keep editing keeps them, Discard closes', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <>
        <MemberPanel onClose={onClose} />
        <AppOverlays />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(await screen.findByText('Discard unsaved changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anna');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann');
  });
});

function HoursTab() {
  const [params, setParams] = useSearchParams();
  const form = useRecordForm({ record: { id: 1, name: '09:00' } as Member, valuesOf });
  const [tab] = useState(params.get('tab') ?? 'hours');
  return (
    <>
      <UnsavedChangesGuard />
      <p>tab {params.get('tab') ?? tab}</p>
      <input aria-label="Opens" {...form.getInputProps('name')} />
      <button onClick={() => setParams({ tab: 'admins' })}>Admins</button>
    </>
  );
}

describe('UnsavedChangesGuard', () => {
  it('asks before a navigation (a section tab’s ?tab=) drops changes', async () => {
    const router = createMemoryRouter([{ path: '/', element: <HoursTab /> }], { initialEntries: ['/?tab=hours'] });
    renderWithTheme(
      <>
        <RouterProvider router={router} />
        <AppOverlays />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Opens'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Admins' }));
    expect(await screen.findByText('Discard unsaved changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect(screen.getByText('tab hours')).toBeTruthy();
    expect((screen.getByLabelText('Opens') as HTMLInputElement).value).toBe('08:00');

    fireEvent.click(screen.getByRole('button', { name: 'Admins' }));
    const discard = await screen.findByRole('button', { name: 'Discard' });
    // The navigation goes on after the answer's promise: let React render it inside act.
    await act(async () => {
      fireEvent.click(discard);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText('tab admins')).toBeTruthy();
  });
});
