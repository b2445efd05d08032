import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { sidebarIcons } from './icons';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { renderWithTheme } from './test-utils';

describe('Pager', () => {
  it("follows the DRF links with a 'Page N' counter", () => {
    const onPageChange = vi.fn();
    renderWithTheme(
      <Pager page={2} previous="/api/members?page=1" next="/api/members?page=3" onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Page 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([
      [3, '/api/members?page=3'],
      [1, '/api/members?page=1'],
    ]);
  });

  it('disables a direction without a link, and hides when there is one page', () => {
    const { rerender } = renderWithTheme(
      <Pager page={1} next="/api/x?page=2" previous={null} onPageChange={() => {}} />,
    );
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pager page={1} next={null} previous={null} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('PageHeader and EmptyState', () => {
  it('shows the title with its actions, and an empty state with its first action', () => {
    const Members = sidebarIcons.members;
    renderWithTheme(
      <>
        <PageHeader
          title="Courts"
          description="Your club's courts."
          actions={<button type="button">Add court</button>}
        />
        <EmptyState
          icon={<Members aria-hidden />}
          title="No courts yet"
          description="Add your first court."
          action={<button type="button">Add the first court</button>}
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Courts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add court' })).toBeTruthy();
    expect(screen.getByText('No courts yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add the first court' })).toBeTruthy();
  });

  it('has an icon for every sidebar item of spec 1', () => {
    expect(Object.keys(sidebarIcons).sort()).toEqual([
      'bookings',
      'clinics',
      'clubs',
      'comps',
      'insights',
      'matcha',
      'matches',
      'members',
      'messages',
      'news',
      'newsletters',
      'payments',
      'settings',
      'store',
    ]);
  });
});
