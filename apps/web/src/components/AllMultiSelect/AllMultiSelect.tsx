import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL, nextAllSelection } from './nextAllSelection';
import { COMBOBOX_PROPS } from '../comboboxProps';

export interface AllMultiSelectProps {
  label: string;
  /** The options besides "all". */
  options: readonly { value: string; label: string }[];
  /** The picks; ["all"] when nothing narrows the filter. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  testId: string;
}

/** A multi-select filter with an "all" option and the spec's rules (nextAllSelection). */
export function AllMultiSelect({ label, options, value, onChange, testId }: AllMultiSelectProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      data={[{ value: ALL, label: t('table.all') }, ...options]}
      value={[...value]}
      onChange={(next) => onChange(nextAllSelection(value, next))}
      checkIconPosition="left"
      // Searchable: the field stays a real input, so it can be typed into and reached by keyboard.
      searchable
      hidePickedOptions={false}
      clearable={false}
      comboboxProps={COMBOBOX_PROPS}
      miw={200}
      maw={360}
      data-testid={testId}
    />
  );
}
