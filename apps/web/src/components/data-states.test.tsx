import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { ErrorState, loadFailureText } from './data-states';
import { renderWithTheme } from './test-utils';

describe('ErrorState', () => {
  it("says why and offers Retry; the reader's 5xx spelling stays out of the screen", () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <ErrorState
        title="We couldn't load the members"
        error={new ApiError(500, null, 'An error occured')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load the members");
    expect(screen.queryByText('An error occured')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("keeps a refusal's own sentence", () => {
    expect(loadFailureText(new ApiError(403, { reason: 'No.' }, 'No.'))).toBe('No.');
    expect(loadFailureText(new TypeError('Failed to fetch'))).toMatch(/connection/);
  });
});
