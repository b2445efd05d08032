import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormPanel } from './form-panel';
import { renderWithTheme } from './test-utils';
import { useRecordForm } from './use-record-form';

function CourtPanel({ onSubmit, onClose }: { onSubmit: () => void; onClose: () => void }) {
  const form = useRecordForm({ record: null, valuesOf: () => ({ name: '' }) });
  return (
    <FormPanel
      id="court-form"
      opened
      onClose={onClose}
      form={form}
      title="Add a court"
      label="Add court"
      submitLabel="Add court"
      submitting={false}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" {...form.getInputProps('name')} />
    </FormPanel>
  );
}

describe('FormPanel', () => {
  it('names its form, and its footer button submits that form; Cancel closes', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(<CourtPanel onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByText('Add a court')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add court' });
    expect(form.getAttribute('id')).toBe('court-form');
    expect(form.hasAttribute('novalidate')).toBe(true);
    const submit = screen.getByRole('button', { name: 'Add court' });
    expect(submit.getAttribute('form')).toBe('court-form');
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
