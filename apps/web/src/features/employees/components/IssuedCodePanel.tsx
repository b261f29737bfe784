import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';

export interface IssuedCodePanelProps {
  /** XXXX-XXXX-XXXX, shown this once. */
  code: string;
  codeLabel: string;
  /** "Entrégalo ahora…": the server keeps only the hash. */
  once: string;
  expires: string;
  letterDone: string;
  /** Downloads the letter carrying the code. */
  downloadLetter: () => Promise<void>;
  onClose: () => void;
  /** The data-testid prefix (`activation`, `reset`): `${prefix}-code`, `-copy`, `-expires`, `-letter`, `-close`. */
  testId: string;
}

/**
 * The second step of the code dialogs (activation and password reset codes, decision 085): the
 * code the server answered, a copy button, its expiry and the letter to hand over, then close.
 */
export function IssuedCodePanel(props: IssuedCodePanelProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const { code, testId } = props;

  const letter = () => {
    setDownloading(true);
    props
      .downloadLetter()
      .then(() => toast.success(props.letterDone))
      .catch((error: unknown) => toast.error(errorMessage(error, t('employees.activation.letter_error'))))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="md" data-testid={`${testId}-issued`}>
      <Text size="sm">{props.once}</Text>
      <Group gap="sm" wrap="nowrap">
        <Code fz="lg" p="xs" aria-label={props.codeLabel} data-testid={`${testId}-code`}>
          {code}
        </Code>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="xs"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              data-testid={`${testId}-copy`}
            >
              {copied ? t('employees.activation.copied') : t('employees.activation.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" data-testid={`${testId}-expires`}>
        {props.expires}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={letter} loading={downloading} data-testid={`${testId}-letter`}>
          {t('employees.activation.letter')}
        </Button>
        <Button onClick={props.onClose} data-testid={`${testId}-close`}>
          {t('actions.close')}
        </Button>
      </Group>
    </Stack>
  );
}
