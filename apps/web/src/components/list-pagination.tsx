import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav aria-label={label}>
      {/* Every control named: the arrows have no text of their own (axe button-name, decision 283). */}
      <Pagination
        size="sm"
        siblings={siblings}
        total={pages}
        value={current}
        onChange={onChange}
        getControlProps={(control) =>
          control === 'previous' || control === 'next' ? { 'aria-label': t(`pagination.${control}`) } : {}
        }
        getItemProps={(item) => ({
          'aria-label': t('pagination.page', { page: item }),
          'aria-current': item === current ? 'page' : undefined,
        })}
      />
    </nav>
  );
}

/** A page number as a URL search parameter: the first page is the default, left out. */
export const pageParam = (page: number): number | undefined => (page > 1 ? page : undefined);
