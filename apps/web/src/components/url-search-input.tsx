import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useImperativeHandle, type Ref } from 'react';
import { useUrlSearchText } from '../hooks/use-url-search-text';

/** The APIs' longest search text (core's list query schemas). */
const MAX_QUERY_LENGTH = 100;

export interface UrlSearchInputProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> {
  /** The committed search, from the URL. */
  q: string | undefined;
  /** Writes the search to the URL (undefined when the box is empty). */
  onSearch: (q: string | undefined) => void;
  /** For a reset button: `clear()` empties the box and drops a search not yet committed. */
  handleRef?: Ref<UrlSearchInputHandle>;
}

export interface UrlSearchInputHandle {
  clear: () => void;
}

/**
 * The search box of the list pages: a search input whose text is committed
 * to the URL after a pause in typing and follows the URL on back, forward and
 * reset (useUrlSearchText). Label, placeholder and layout come from the page.
 */
export function UrlSearchInput({ q, onSearch, handleRef, ...props }: UrlSearchInputProps) {
  const searchText = useUrlSearchText(q, onSearch);
  useImperativeHandle(handleRef, () => ({ clear: searchText.clear }), [searchText.clear]);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={MAX_QUERY_LENGTH}
      {...props}
      value={searchText.text}
      onChange={(event) => searchText.change(event.currentTarget.value)}
    />
  );
}
