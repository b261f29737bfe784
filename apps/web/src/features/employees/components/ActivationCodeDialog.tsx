import { businessDayOf, formatDateEs, type EmployeeListRow } from '@abono/domain';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { downloadActivationLetter } from '../api/downloadActivationLetter';
import { useIssueActivationCode } from '../api/useIssueActivationCode';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';

export interface ActivationCodeDialogProps {
  employee: EmployeeListRow;
  onClose: () => void;
}

const dateOf = (instant: string) => formatDateEs(businessDayOf(instant));

/**
 * An activation code for an employee without an account (03 §6). A first step says what issuing
 * does (and that it voids a pending code); the code the server answers is shown this once, with a
 * copy button, its expiry (dd/MM/yyyy) and the letter to hand over. The server keeps only its
 * hash, so closing the dialog loses it for good.
 */
export function ActivationCodeDialog({ employee, onClose }: ActivationCodeDialogProps) {
  const { t } = useTranslation();
  const issue = useIssueActivationCode();
  const [downloading, setDownloading] = useState(false);
  const issued = issue.data;

  const letter = () => {
    if (!issued) return;
    setDownloading(true);
    downloadActivationLetter(employee.id, issued.code)
      .then(() => toast.success(t('employees.activation.letter_done')))
      .catch((error: unknown) => toast.error(errorMessage(error, t('employees.activation.letter_error'))))
      .finally(() => setDownloading(false));
  };

  return (
    <Modal
      opened
      onClose={issue.isPending ? () => undefined : onClose}
      title={t('employees.activation.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="activation-dialog"
    >
      {issued ? (
        <Stack gap="md" data-testid="activation-issued">
          <Text size="sm">{t('employees.activation.once')}</Text>
          <Group gap="sm" wrap="nowrap">
            <Code fz="lg" p="xs" aria-label={t('employees.activation.code_label')} data-testid="activation-code">
              {issued.code}
            </Code>
            <CopyButton value={issued.code}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  size="xs"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  data-testid="activation-copy"
                >
                  {copied ? t('employees.activation.copied') : t('employees.activation.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" data-testid="activation-expires">
            {t('employees.activation.expires', { date: dateOf(issued.expiresAt) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={letter} loading={downloading} data-testid="activation-letter">
              {t('employees.activation.letter')}
            </Button>
            <Button onClick={onClose} data-testid="activation-close">
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('employees.activation.intro', { name: employee.name })}</Text>
          {employee.activationCodeExpiresAt && (
            <Alert color="yellow" variant="light" data-testid="activation-pending">
              {t('employees.activation.pending', { date: dateOf(employee.activationCodeExpiresAt) })}
            </Alert>
          )}
          {issue.isError && (
            <Alert color="red" role="alert" data-testid="activation-error">
              {errorMessage(issue.error, t('employees.activation.error'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={issue.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              loading={issue.isPending}
              onClick={() => issue.mutate({ employeeId: employee.id })}
              data-testid="activation-generate"
            >
              {t('employees.activation.generate')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
