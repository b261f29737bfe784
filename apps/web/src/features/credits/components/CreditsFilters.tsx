import { CALCULATION_RESULTS, CREDIT_FILTER_STATUSES } from '@abono/domain';
import { Group } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AllMultiSelect } from '../../../components/AllMultiSelect/AllMultiSelect';
import { SearchBox } from '../../../components/SearchBox/SearchBox';
import type { CreditsView } from '../lib/creditsView';

export interface CreditsFiltersProps {
  view: CreditsView;
  onChange: (patch: Partial<CreditsView>) => void;
}

/** Search by control number and the two multi-select filters (spec 02 "Credits screen"). */
export function CreditsFilters({ view, onChange }: CreditsFiltersProps) {
  const { t } = useTranslation();
  const commitSearch = useCallback((search: string) => onChange({ search }), [onChange]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchBox
        label={t('credits.search_label')}
        placeholder={t('credits.search_placeholder')}
        value={view.search}
        onCommit={commitSearch}
        testId="credits-search"
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
