import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { pageWindow, parseGoToPage } from './pageWindow';

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
export function DataTableFooter({ total, page, pageSize, pageCount, pageSizes, onPageChange, onPageSizeChange }: DataTableFooterProps) {
  const { t, i18n } = useTranslation();
  const [goTo, setGoTo] = useState('');
  const [goToError, setGoToError] = useState<string | null>(null);
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-MX');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);

  const submitGoTo = () => {
    const target = parseGoToPage(goTo, pageCount);
    if (target === null) {
      setGoToError(t('table.go_to_invalid', { max: pageCount }));
      return;
    }
    setGoToError(null);
    setGoTo('');
    onPageChange(target);
  };

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
        <nav aria-label={t('table.pagination')}>
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label={t('table.previous')} data-testid="table-prev">
              ‹
            </Button>
            {pageWindow(page, pageCount).map((p) => (
              <Button
                key={p}
                size="xs"
                variant={p === page ? 'filled' : 'default'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('table.page_n', { n: p })}
                onClick={() => onPageChange(p)}
                data-testid={`table-page-${p}`}
              >
                {p}
              </Button>
            ))}
            <Button size="xs" variant="default" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} aria-label={t('table.next')} data-testid="table-next">
              ›
            </Button>
          </Group>
        </nav>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submitGoTo();
          }}
        >
          <Group gap={4} wrap="nowrap" align="flex-start">
            <TextInput
              size="xs"
              w={90}
              inputMode="numeric"
              aria-label={t('table.go_to_label', { max: pageCount })}
              placeholder={t('table.go_to_placeholder')}
              value={goTo}
              error={goToError}
              onChange={(e) => {
                setGoTo(e.currentTarget.value);
                setGoToError(null);
              }}
              data-testid="table-go-to"
            />
            <Button size="xs" variant="default" type="submit" data-testid="table-go-to-submit">
              {t('table.go')}
            </Button>
          </Group>
        </form>
      </Group>
    </Group>
  );
}
