import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGoToPage } from './goToPage';

export interface GoToPageProps {
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** A page number typed and submitted (Enter or the button); anything but 1…pageCount shows a message and stays put. */
export function GoToPage({ pageCount, onPageChange }: GoToPageProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const target = parseGoToPage(text, pageCount);
    if (target === null) {
      setError(t('table.go_to_invalid', { max: pageCount }));
      return;
    }
    setError(null);
    setText('');
    onPageChange(target);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          w={90}
          inputMode="numeric"
          aria-label={t('table.go_to_label', { max: pageCount })}
          placeholder={t('table.go_to_placeholder')}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          data-testid="table-go-to"
        />
        <Button size="xs" variant="default" type="submit" data-testid="table-go-to-submit">
          {t('table.go')}
        </Button>
      </Group>
    </form>
  );
}
