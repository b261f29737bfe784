import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignatureDialog } from '../../../components/SignaturePad/SignatureDialog';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';

/** Which step of answering a counter offer is open. */
export type AnswerStep = 'confirm-accept' | 'sign' | 'confirm-reject' | null;

interface CounterOfferAnswerDialogsProps {
  step: AnswerStep;
  onStep: (step: AnswerStep) => void;
  /** The employee drew the new signature: accept with it. */
  onAccept: (signature: string) => void;
  onReject: () => void;
}

/**
 * Answering a counter offer: Accept asks for confirmation and then for
 * a NEW signature (the offered figures are a new contract); Reject asks for confirmation.
 * Cancelling any step sends nothing.
 */
export function CounterOfferAnswerDialogs({ step, onStep, onAccept, onReject }: CounterOfferAnswerDialogsProps) {
  const { t } = useTranslation();
  const close = () => onStep(null);
  const accepting = step === 'confirm-accept';
  const confirming = step === 'confirm-accept' || step === 'confirm-reject';
  return (
    <>
      <Modal
        opened={confirming}
        onClose={close}
        title={t(accepting ? 'loan.counter.confirm_accept_title' : 'loan.counter.confirm_reject_title')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        attributes={DIALOG_ATTRIBUTES}
        data-testid="counter-offer-confirm"
      >
        <Text size="sm">{t(accepting ? 'loan.counter.confirm_accept_body' : 'loan.counter.confirm_reject_body')}</Text>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={close} data-testid="counter-offer-confirm-cancel">
            {t('actions.cancel')}
          </Button>
          <Button
            color={accepting ? undefined : 'red'}
            onClick={() => (accepting ? onStep('sign') : onReject())}
            data-testid="counter-offer-confirm-ok"
            data-autofocus
          >
            {t(accepting ? 'loan.counter.confirm_accept' : 'loan.counter.confirm_reject')}
          </Button>
        </Group>
      </Modal>
      <SignatureDialog
        opened={step === 'sign'}
        mode="draw"
        value=""
        onClose={close}
        onConfirm={(signature) => {
          onStep(null);
          onAccept(signature);
        }}
      />
    </>
  );
}
