import { businessDayOf, formatDateEs, timeInMexicoCity, type EmployeeListRow } from '@abono/domain';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { errorMessage } from '../../../lib/http/ApiError';
import { downloadResetLetter } from '../api/downloadResetLetter';
import { useIssueResetCode } from '../api/useIssueResetCode';
import { IssuedCodePanel } from './IssuedCodePanel';

export interface ResetCodeDialogProps {
  employee: EmployeeListRow;
  companyId: number;
  onClose: () => void;
}

/**
 * A password reset code for an employee's account (decision 085), in two steps like the
 * activation code: what issuing does, then the code shown this once with its expiry (day and
 * hour: it lives 24 hours) and the letter. A staff account the caller may not reset answers 403,
 * whose message the first step shows. When the row has an e-mail, HR may also have the code
 * e-mailed to it (decision 087); the server refuses (409) when it sends no mail, and the first
 * step shows that message too.
 */
export function ResetCodeDialog({ employee, companyId, onClose }: ResetCodeDialogProps) {
  const { t } = useTranslation();
  const issue = useIssueResetCode();
  const issued = issue.data;
  const email = employee.email?.trim() || null;
  const [sendByEmail, setSendByEmail] = useState(false);

  return (
    <Modal
      opened
      onClose={issue.isPending ? () => undefined : onClose}
      title={t('passwordReset.issue.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="reset-dialog"
    >
      {issued ? (
        <Stack gap="md">
          {issued.emailed && email && (
            <Alert color="teal" data-testid="reset-emailed">
              {t('resetCodeEmail.sent', { email })}
            </Alert>
          )}
          <IssuedCodePanel
            code={issued.code}
            codeLabel={t('passwordReset.issue.code_label')}
            once={t('passwordReset.issue.once')}
            expires={t('passwordReset.issue.expires', {
              date: formatDateEs(businessDayOf(issued.expiresAt)),
              time: timeInMexicoCity(issued.expiresAt),
            })}
            letterDone={t('passwordReset.issue.letter_done')}
            downloadLetter={() => downloadResetLetter(employee.id, companyId, issued.code)}
            onClose={onClose}
            testId="reset"
          />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('passwordReset.issue.intro', { name: employee.name })}</Text>
          {email && (
            <Checkbox
              label={t('resetCodeEmail.send', { email })}
              checked={sendByEmail}
              onChange={(event) => setSendByEmail(event.currentTarget.checked)}
              disabled={issue.isPending}
              data-testid="reset-send-email"
            />
          )}
          {issue.isError && (
            <Alert color="red" role="alert" data-testid="reset-error">
              {errorMessage(issue.error, t('passwordReset.issue.error'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={issue.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              loading={issue.isPending}
              onClick={() =>
                issue.mutate({ employeeId: employee.id, companyId, sendByEmail: email !== null && sendByEmail })
              }
              data-testid="reset-generate"
            >
              {t('passwordReset.issue.generate')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
