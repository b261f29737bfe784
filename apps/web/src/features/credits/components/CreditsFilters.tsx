import { CALCULATION_RESULTS, CREDIT_FILTER_STATUSES } from '@abono/domain';
import { Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllMultiSelect } from '../../../components/AllMultiSelect/AllMultiSelect';
import type { CreditsView } from '../lib/creditsView';

/** Typing settles for this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

export interface CreditsFiltersProps {
  view: CreditsView;
  onChange: (patch: Partial<CreditsView>) => void;
}

/** Search by control number and the two multi-select filters (spec 02 "Credits screen"). */
export function CreditsFilters({ view, onChange }: CreditsFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(view.search);
  useEffect(() => setSearch(view.search), [view.search]);
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, view.search, onChange]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('credits.search_label')}
        placeholder={t('credits.search_placeholder')}
        value={search}
        maxLength={50}
        onChange={(e) => setSearch(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ search });
        }}
        data-testid="credits-search"
        w={220}
      />
      <AllMultiSelect
        label={t('credits.filter_calculation')}
        options={CALCULATION_RESULTS.map((r) => ({ value: r, label: t(`calculationResult.${r}`) }))}
        value={view.calculation}
        onChange={(calculation) => onChange({ calculation })}
        testId="filter-calculation"
      />
      <AllMultiSelect
        label={t('credits.filter_status')}
        options={CREDIT_FILTER_STATUSES.map((s) => ({ value: s, label: t(`loanStatus.${s}`) }))}
        value={view.status}
        onChange={(status) => onChange({ status })}
        testId="filter-status"
      />
    </Group>
  );
}
