import { businessDayOf, formatDateEs, type EmployeeListRow } from '@abono/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { downloadActivationLetter } from '../api/downloadActivationLetter';
import { useIssueActivationCode } from '../api/useIssueActivationCode';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { IssuedCodePanel } from './IssuedCodePanel';

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
  const issued = issue.data;

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
        <IssuedCodePanel
          code={issued.code}
          codeLabel={t('employees.activation.code_label')}
          once={t('employees.activation.once')}
          expires={t('employees.activation.expires', { date: dateOf(issued.expiresAt) })}
          letterDone={t('employees.activation.letter_done')}
          downloadLetter={() => downloadActivationLetter(employee.id, issued.code)}
          onClose={onClose}
          testId="activation"
        />
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
