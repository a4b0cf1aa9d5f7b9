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
  /** A class of the page's for the column's header and cells (widths, what a phone hides). */
  className?: string;
  /** The column names its row (a player's name in a matrix of figures): its cells are row headers. */
  rowHeader?: boolean;
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
  /** false keeps the table a table on phones (a sheet meant for paper); rows become cards otherwise. */
  stacks?: boolean;
  /** Borders around the table and between its columns (a sheet to write on). */
  bordered?: boolean;
  /** A class of the page's for the table (its font size in print). */
  className?: string;
  /** A class of the page's for every row. */
  rowClassName?: string;
  /** A dense table of figures (standings): small text, tight cells, striped rows. */
  compact?: boolean;
  /** The header row read by screen readers only, where the cells speak for themselves (a name and a picker). */
  hideHeader?: boolean;
  /** A wide table scrolls sideways inside its box below this width (px) instead of squeezing its columns. */
  minWidth?: number;
}

const placementClass: Record<StackedPlacement, string | undefined> = {
  main: classes.main,
  lead: classes.lead,
  full: classes.full,
  end: classes.end,
  inline: undefined,
};

function cellClass({
  stacked,
  noPrint,
  className,
}: Pick<StackedColumn<never>, 'stacked' | 'noPrint' | 'className'>): string | undefined {
  return [placementClass[stacked ?? 'inline'], noPrint ? classes.noPrint : undefined, className]
    .filter(Boolean)
    .join(' ');
}

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
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
      className={classNames(column.noPrint && classes.noPrint, column.className) || undefined}
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
  stacks = true,
  bordered = false,
  className,
  rowClassName,
  compact = false,
  hideHeader = false,
  minWidth = 0,
}: StackedTableProps<Row>) {
  const rowClasses = classNames(classes.row, rowClassName);
  const hasLead = columns.some((column) => column.stacked === 'lead') || undefined;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      // A table that does not stack scrolls sideways on a phone: the keyboard must reach it (axe's scrollable-region-focusable).
      {...(stacks ? {} : { tabIndex: 0, role: 'region', 'aria-label': caption })}
    >
      <Table
        className={classNames(classes.table, stacks && classes.stacks, stale && classes.stale, className)}
        withTableBorder={bordered}
        withColumnBorders={bordered}
        role="table"
        verticalSpacing={compact ? 4 : verticalSpacing}
        horizontalSpacing={compact ? 6 : undefined}
        fz={compact ? 'sm' : undefined}
        striped={compact}
        highlightOnHover
        aria-label={caption}
        aria-busy={!rows || stale || undefined}
        data-testid={testId}
      >
        <Table.Thead className={hideHeader ? classes.hiddenHeader : undefined}>
          <Table.Tr role="row">
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index} aria-hidden className={rowClasses}>
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
                  className={rowClasses}
                  data-lead={hasLead}
                  data-selected={isSelected?.(row) || undefined}
                  {...rowAttributes?.(row)}
                >
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? Table.Th : Table.Td;
                    return (
                      <Cell
                        key={column.key}
                        role={column.rowHeader ? 'rowheader' : 'cell'}
                        scope={column.rowHeader ? 'row' : undefined}
                        ta={column.align}
                        className={cellClass(column)}
                      >
                        {column.label && (
                          <span className={classes.label} aria-hidden>
                            {column.label}
                          </span>
                        )}
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
