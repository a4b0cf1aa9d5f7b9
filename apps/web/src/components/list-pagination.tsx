import { Pagination } from '@mantine/core';

interface ListPaginationProps {
  /** The nav's accessible name ("Pages of the player list"). */
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Pages shown either side of the current one (0 on lists that share their row with other controls). */
  siblings?: number;
}

/**
 * A list's page links below it: nothing while there is one page, the current
 * page clamped to the last (a filter or a deletion may have shrunk the list).
 */
export function ListPagination({ label, page, pages, onChange, siblings }: ListPaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination size="sm" siblings={siblings} total={pages} value={Math.min(page, pages)} onChange={onChange} />
    </nav>
  );
}

/** A page number as a URL search parameter: the first page is the default, left out. */
export const pageParam = (page: number): number | undefined => (page > 1 ? page : undefined);
