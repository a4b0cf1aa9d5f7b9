import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { ErrorAlert, RequestError } from '../error-alert';
import { StackedTable, type StackedColumn } from './stacked-table';

interface Row {
  id: string;
  name: string;
  goals: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Anna', goals: 3 },
  { id: 'b', name: 'Ben', goals: 1 },
];

const columns: StackedColumn<Row>[] = [
  { key: 'name', header: 'Player', rowHeader: true, className: 'sticky', cell: (row) => row.name },
  { key: 'goals', header: 'Goals', label: 'Goals', align: 'end', cell: (row) => row.goals },
];

describe('StackedTable', () => {
  it('names its table, gives each row its attributes, and makes a rowHeader column the row headers', async () => {
    await renderApp(
      <StackedTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': `row-${row.id}` })}
        caption="Scorers"
      />,
    );
    const table = screen.getByRole('table', { name: 'Scorers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Player', 'Goals']);
    const anna = within(table).getByTestId('row-a');
    expect(within(anna).getByRole('rowheader', { name: 'Anna' })).toHaveAttribute('scope', 'row');
    expect(within(anna).getByRole('rowheader')).toHaveClass('sticky');
    expect(within(anna).getByRole('cell')).toHaveTextContent('3');
    // Cards on phones by default.
    expect(table.className).toMatch(/stacks/);
  });

  it('stays a table on phones with stacks={false}, and hides its header from the eye only with hideHeader', async () => {
    await renderApp(
      <StackedTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        caption="Sheet"
        stacks={false}
        bordered
        hideHeader
        className="sheet"
      />,
    );
    const table = screen.getByRole('table', { name: 'Sheet' });
    expect(table.className).not.toMatch(/stacks/);
    expect(table).toHaveClass('sheet');
    // Still read by screen readers.
    expect(within(table).getByRole('columnheader', { name: 'Goals' })).toBeInTheDocument();
    expect(table.querySelector('thead')?.className).toMatch(/hiddenHeader/);
  });
});

describe('RequestError and ErrorAlert', () => {
  it("put a page's lead before the translated error, a title above it, and extra content below", async () => {
    await renderApp(
      <>
        <RequestError error={new Error('boom')} lead="Failed to save." title="Saving" data-testid="failed">
          <button type="button">Retry</button>
        </RequestError>
        <ErrorAlert live={false} data-testid="warning">
          Deleting is final.
        </ErrorAlert>
      </>,
    );
    const failed = screen.getByTestId('failed');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent(/^SavingFailed to save\. /);
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByTestId('warning')).toHaveAttribute('role', 'note');
  });
});
