import { Skeleton, Table } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './stacked-table.module.css';

/** Where a cell goes when the row becomes a card (below 36em). */
export type StackedPlacement =
  /** The card's first line, full width (the name). */
  | 'main'
  /** At the card's start, beside everything else (a selection box). */
  | 'lead'
  /** A line of its own. */
  | 'full'
  /** Pushed to the end of its line (actions). */
  | 'end'
  /** Flows after the previous cell (default). */
  | 'inline';

export interface StackedColumnSort {
  direction: 'ascending' | 'descending' | 'none';
  onSort: () => void;
  testId?: string;
}

export interface StackedColumn<Row> {
  key: string;
  /** The column header (visually hidden on phones, still read by screen readers). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Shown in front of the value on phones, where the header is hidden; omit where the value speaks for itself. */
  label?: string;
  stacked?: StackedPlacement;
  /** A header button that sorts by this column; the header carries `aria-sort`. */
  sort?: StackedColumnSort;
  width?: number | string;
  align?: 'start' | 'end';
  /** What the cell shows while the rows load. */
  skeleton?: ReactNode;
  /** Leave the column out when printing (actions, selection). */
  noPrint?: boolean;
}

export interface StackedTableProps<Row> {
  columns: readonly StackedColumn<Row>[];
  /** undefined while the first page loads (skeleton rows). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The table's accessible name. */
  caption: string;
  /** Data attributes of a row (`data-testid`, ids for tests). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>;
  isSelected?: (row: Row) => boolean;
  /** A new page is on its way while the previous one stays on screen. */
  stale?: boolean;
  skeletonRows?: number;
  verticalSpacing?: 'xs' | 'sm';
  testId?: string;
}

const placementClass: Record<StackedPlacement, string | undefined> = {
  main: classes.main,
  lead: classes.lead,
  full: classes.full,
  end: classes.end,
  inline: undefined,
};

function cellClass({ stacked, noPrint }: Pick<StackedColumn<never>, 'stacked' | 'noPrint'>): string | undefined {
  return [placementClass[stacked ?? 'inline'], noPrint ? classes.noPrint : undefined].filter(Boolean).join(' ');
}

function HeaderCell<Row>({ column }: { column: StackedColumn<Row> }) {
  const { sort } = column;
  const Icon =
    sort?.direction === 'ascending' ? IconArrowUp : sort?.direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      role="columnheader"
      w={column.width}
      ta={column.align}
      aria-sort={sort?.direction}
      className={column.noPrint ? classes.noPrint : undefined}
    >
      {sort ? (
        <button type="button" className={classes.sortButton} onClick={sort.onSort} data-testid={sort.testId}>
          {column.header}
          <Icon size={14} aria-hidden stroke={sort.direction === 'none' ? 1.5 : 2.25} />
        </button>
      ) : (
        column.header
      )}
    </Table.Th>
  );
}

/**
 * One table for the app's lists: columns as data (header, cell, phone label,
 * sort). A plain table on wider screens and in print; below 36em every row
 * becomes a labelled card. Explicit ARIA roles keep rows, cells and headers
 * announced when CSS changes their display; phone labels are `aria-hidden`
 * (screen readers already hear the column header).
 */
export function StackedTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  rowAttributes,
  isSelected,
  stale = false,
  skeletonRows = 4,
  verticalSpacing = 'sm',
  testId,
}: StackedTableProps<Row>) {
  const hasLead = columns.some((column) => column.stacked === 'lead') || undefined;
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={`${classes.table} ${stale ? classes.stale : ''}`}
        role="table"
        verticalSpacing={verticalSpacing}
        highlightOnHover
        aria-label={caption}
        aria-busy={!rows || stale || undefined}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr role="row">
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index} aria-hidden className={classes.row}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} className={cellClass(column)}>
                      {column.skeleton ?? <Skeleton height={12} width={column.stacked === 'main' ? '60%' : 48} />}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  role="row"
                  className={classes.row}
                  data-lead={hasLead}
                  data-selected={isSelected?.(row) || undefined}
                  {...rowAttributes?.(row)}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} role="cell" ta={column.align} className={cellClass(column)}>
                      {column.label && (
                        <span className={classes.label} aria-hidden>
                          {column.label}
                        </span>
                      )}
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
