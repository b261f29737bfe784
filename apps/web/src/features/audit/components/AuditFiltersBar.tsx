import { AUDIT_ENTITY_TYPES } from '@abono/domain';
import { Badge, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditFilters } from '../lib/auditFilters';
import { COMBOBOX_PROPS } from '../../../components/comboboxProps';

interface Props {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
}

/** Entity, action, dates, and the user chosen from a row (a chip that clears it). */
export function AuditFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const badRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('audit.entity')}
        placeholder={t('audit.all')}
        clearable
        data={AUDIT_ENTITY_TYPES.map((value) => ({ value, label: t(`audit.entity_${value}`) }))}
        value={filters.entity || null}
        onChange={(value) => onChange({ entity: value ?? '' })}
        comboboxProps={COMBOBOX_PROPS}
        data-testid="audit-filter-entity"
        w={200}
      />
      <TextInput
        label={t('audit.action')}
        placeholder={t('audit.action_placeholder')}
        value={filters.action}
        maxLength={60}
        onChange={(e) => onChange({ action: e.currentTarget.value.toLowerCase() })}
        data-testid="audit-filter-action"
        w={180}
      />
      <TextInput
        type="date"
        label={t('audit.from')}
        value={filters.from}
        onChange={(e) => onChange({ from: e.currentTarget.value })}
        data-testid="audit-filter-from"
      />
      <TextInput
        type="date"
        label={t('audit.to')}
        value={filters.to}
        error={badRange ? t('audit.bad_range') : undefined}
        onChange={(e) => onChange({ to: e.currentTarget.value })}
        data-testid="audit-filter-to"
      />
      {filters.userId !== null && (
        <Badge
          size="lg"
          variant="light"
          data-testid="audit-filter-user"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('audit.clear_user', { name: filters.userName })}
              onClick={() => onChange({ userId: null, userName: '' })}
            />
          }
        >
          {t('audit.user_chip', { name: filters.userName })}
        </Badge>
      )}
    </Group>
  );
}
