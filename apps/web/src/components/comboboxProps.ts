import type { ComboboxProps } from '@mantine/core';

/**
 * Every Select and MultiSelect's dropdown: in a portal (tables and cards clip overflow), and mounted
 * when opened. Mantine keeps a closed dropdown mounted and hidden, and floating-ui still positions
 * it on mount: a forced layout and a synchronous re-render inside a screen's first task, one per
 * field, the longest part of /credits' and /treasury's start on a phone (decision 102).
 */
export const COMBOBOX_PROPS: ComboboxProps = { withinPortal: true, keepMounted: false };
