import type { LoanDetailResponse } from '@abono/domain';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { listReturnPath } from '../../../lib/listReturn';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useDownloadContractMutation } from '../api/downloadContract';
import { useLoanActionMutation } from '../api/useLoanActionMutation';
import { useLoanDetailQuery } from '../api/useLoanDetailQuery';
import {
  canAnswerCounterOffer,
  canReleaseError,
  loanSchedule,
  showErrorBanner,
  type LoanViewMode,
} from '../lib/loanView';
import { AuditTimeline } from './AuditTimeline';
import { ContractVersions } from './ContractVersions';
import { CounterOfferAnswerDialogs, type AnswerStep } from './CounterOfferAnswerDialogs';
import { CounterOfferPanel } from './CounterOfferPanel';
import { EmployeeCard } from './EmployeeCard';
import { LoanCard } from './LoanCard';
import { LoanErrorBanner } from './LoanErrorBanner';
import { PaymentSchedule } from './PaymentSchedule';

export interface LoanDetailProps {
  /** 'own' (/my-credit, no id in the URL) or 'byId' (/credits/detail/{id}). */
  mode: LoanViewMode;
  /** The loan to show; null when there is none (credit not found). */
  loanId: number | null;
  /** The own view is still looking up the active loan. */
  resolving?: boolean;
  /** The instant the schedule is computed at (tests fix it); defaults to when the screen opened. */
  now?: Date;
  /** Staff actions shown in the header (the shell passes the credits feature's HR actions on /credits/detail). */
  actions?: (loan: LoanDetailResponse) => ReactNode;
}

function BackToCredits() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={listReturnPath('credits', location.state)}
      variant="subtle"
      size="compact-sm"
      data-testid="back-to-credits"
      leftSection={<span aria-hidden>←</span>}
    >
      {t('loan.back_to_credits')}
    </Button>
  );
}

/**
 * The loan detail of spec 02, one component for both routes: the own active loan
 * (/my-credit) and any loan by id (/credits/detail/{id}).
 */
export function LoanDetail({ mode, loanId, resolving = false, now, actions }: LoanDetailProps) {
  const { t } = useTranslation();
  const query = useLoanDetailQuery(resolving ? null : loanId);

  if (resolving || (loanId !== null && query.isPending)) {
    return (
      <Center py="xl" data-testid="loan-detail-loading">
        <Loader aria-label={t('loan.loading')} />
      </Center>
    );
  }
  if (loanId === null || query.isError || !query.data) {
    return (
      <Stack gap="md">
        {mode === 'byId' && (
          <Group>
            <BackToCredits />
          </Group>
        )}
        <Alert color="gray" variant="light" title={t('loan.not_found_title')} data-testid="credit-not-found">
          {t(mode === 'own' ? 'loan.not_found_own' : 'loan.not_found')}
        </Alert>
      </Stack>
    );
  }
  return <LoanDetailView loan={query.data} mode={mode} now={now} actions={actions} />;
}

function LoanDetailView({
  loan,
  mode,
  now,
  actions,
}: {
  loan: LoanDetailResponse;
  mode: LoanViewMode;
  now?: Date;
  actions?: LoanDetailProps['actions'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [openedAt] = useState(() => new Date());
  const at = now ?? openedAt;
  const schedule = useMemo(() => loanSchedule(loan, at), [loan, at]);
  const accept = useLoanActionMutation('accept-counter-offer');
  const reject = useLoanActionMutation('reject-counter-offer');
  const release = useLoanActionMutation('release-error');
  const download = useDownloadContractMutation();
  const input = { loanId: loan.id, companyId: loan.companyId };
  const failed = (error: unknown) => toast.error(errorMessage(error, t('loan.action_error')));

  const [step, setStep] = useState<AnswerStep>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const onAccept = (signature: string) =>
    accept.mutate(
      { ...input, signature },
      {
        onSuccess: () => toast.success(t('loan.counter.accepted')),
        onError: failed,
      },
    );
  const onReject = () =>
    reject.mutate(input, {
      onSuccess: () => {
        toast.success(t('loan.counter.rejected'));
        void navigate(mode === 'byId' ? listReturnPath('credits', location.state) : '/', { replace: true });
      },
      onError: failed,
    });
  const onRelease = () =>
    release.mutate(input, {
      onSuccess: () => toast.success(t('loan.error_released')),
      onError: failed,
    });
  const onDownload = (version?: number) => {
    setDownloading(version ?? 0);
    download.mutate(
      { loanId: loan.id, version },
      {
        onSuccess: () => toast.success(t('loan.contract_downloaded')),
        onError: () => toast.error(t('loan.download_error')),
        onSettled: () => setDownloading(null),
      },
    );
  };

  const answering = accept.isPending ? 'accept' : reject.isPending ? 'reject' : null;

  return (
    <Stack gap="md" data-testid="loan-detail" data-loan-id={loan.id} data-status={loan.status}>
      {mode === 'byId' && (
        <Group>
          <BackToCredits />
        </Group>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t(mode === 'own' ? 'loan.title_own' : 'loan.title_by_id')}
          </Title>
          <Text size="sm" c="dimmed">
            {loan.productName
              ? t('loan.subtitle_product', { id: loan.id, product: loan.productName })
              : t('loan.subtitle', { id: loan.id })}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          {actions?.(loan)}
          <Button
            variant="light"
            onClick={() => onDownload()}
            loading={downloading === 0}
            disabled={download.isPending}
            data-testid="download-contract"
          >
            {t('loan.download_contract')}
          </Button>
        </Group>
      </Group>

      {loan.status === 'rejected' && loan.rejectionReason && (
        <Alert color="red" variant="light" title={t('loan.rejection_reason_title')} data-testid="loan-rejection-reason">
          {loan.rejectionReason}
        </Alert>
      )}

      {showErrorBanner(loan, mode) && loan.errorComment && (
        <LoanErrorBanner
          comment={loan.errorComment}
          canRelease={canReleaseError(loan, mode)}
          releasing={release.isPending}
          onRelease={onRelease}
        />
      )}

      {loan.counterOfferDetails && (
        <CounterOfferPanel
          loan={loan}
          canAnswer={canAnswerCounterOffer(loan, mode)}
          onAccept={() => setStep('confirm-accept')}
          onReject={() => setStep('confirm-reject')}
          pending={answering}
        />
      )}
      <CounterOfferAnswerDialogs
        step={step}
        onStep={setStep}
        onAccept={onAccept}
        onReject={() => {
          setStep(null);
          onReject();
        }}
      />

      {/* Two columns only from 1200 px: with the side menu open, narrower screens left each
          card too thin for the figures and the email. */}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="loan-detail-cards">
        <EmployeeCard employee={loan.employee} />
        <LoanCard loan={loan} schedule={schedule} />
      </SimpleGrid>

      <ContractVersions
        versions={loan.contracts}
        downloading={downloading !== null && downloading > 0 ? downloading : null}
        onDownload={onDownload}
      />
      <PaymentSchedule schedule={schedule} />
      <AuditTimeline audit={loan.audit} />
    </Stack>
  );
}
