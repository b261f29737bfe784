import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './pageWindow';

export interface PageButtonsProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous, a window of 5 numbered pages (the current one marked aria-current), next. */
export function PageButtons({ page, pageCount, onPageChange }: PageButtonsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('table.pagination')}>
      <Group gap={4} wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label={t('table.previous')}
          data-testid="table-prev"
        >
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
        <Button
          size="xs"
          variant="default"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          aria-label={t('table.next')}
          data-testid="table-next"
        >
          ›
        </Button>
      </Group>
    </nav>
  );
}
