import { screen } from '@testing-library/react';
import { DataTable } from 'mantine-datatable';
import { describe, expect, it } from 'vitest';
import { stackedColumns, stackedTable } from './stacked-table';
import { renderWithTheme } from './test-utils';

type Row = { id: number; amount: string; status: string; player_name: string };
const rows: Row[] = [{ id: 1, amount: '12.50 AUD', status: 'Paid', player_name: 'Pat Player' }];

describe('stackedColumns', () => {
  it("labels each cell with its column's title (or the accessor's words); a column titled by an element is unlabelled", () => {
    renderWithTheme(
      <DataTable<Row>
        aria-label="Payments"
        records={rows}
        {...stackedColumns<Row>([
          { accessor: 'amount', title: 'Amount' },
          { accessor: 'status', title: 'Status', customCellAttributes: () => ({ 'data-testid': 'status' }) },
          { accessor: 'player_name' },
          { accessor: 'id', title: <span>Actions</span>, render: () => 'Edit' },
        ])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table.closest(`.${stackedTable}`)).not.toBeNull();
    const cells = [...table.querySelectorAll('tbody td')];
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Amount', 'Status', 'Player name', null]);
    expect(screen.getByTestId('status').textContent).toBe('Paid'); // the column's own attributes kept
  });
});
