import { MAX_SEARCH_LENGTH } from '@abono/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedSearch } from './useDebouncedSearch';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in force (the URL's). */
  value: string;
  /** Stable (a useCallback), or every render would restart the debounce. */
  onCommit: (search: string) => void;
  testId: string;
  w?: TextInputProps['w'];
}

/**
 * A back-office list's search box: what is typed applies once typing settles, or at once on
 * Enter; a search changed elsewhere (back button, a link) shows in it.
 */
export function SearchBox({ label, placeholder, value, onCommit, testId, w }: SearchBoxProps) {
  const { draft, setDraft, commitNow } = useDebouncedSearch(value, onCommit);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={draft}
      maxLength={MAX_SEARCH_LENGTH}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commitNow();
      }}
      data-testid={testId}
      w={w}
    />
  );
}
