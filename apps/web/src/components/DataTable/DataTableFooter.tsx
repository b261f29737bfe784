import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { GoToPage } from './GoToPage';
import { PageButtons } from './PageButtons';

export interface DataTableFooterProps {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Range text, page size, a window of 5 numbered pages with previous/next, and go to page (spec 02). */
export function DataTableFooter({
  total,
  page,
  pageSize,
  pageCount,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: DataTableFooterProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-MX');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);

  return (
    <Group justify="space-between" gap="sm" mt="sm" className={classes.footer} data-testid="table-footer">
      <Text size="sm" c="dimmed" data-testid="table-range" aria-live="polite">
        {t('table.range', { from: number(from), to: number(to), total: number(total) })}
      </Text>
      <Group gap="xs" wrap="wrap">
        <NativeSelect
          size="xs"
          aria-label={t('table.page_size')}
          data-testid="table-page-size"
          value={String(pageSize)}
          data={pageSizes.map((s) => ({ value: String(s), label: t('table.per_page', { n: s }) }))}
          onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
        />
        <PageButtons page={page} pageCount={pageCount} onPageChange={onPageChange} />
        {/* A new result set (filters, search, page size) starts the box afresh: its message was about the old one. */}
        <GoToPage key={`${total}:${pageSize}`} pageCount={pageCount} onPageChange={onPageChange} />
      </Group>
    </Group>
  );
}
