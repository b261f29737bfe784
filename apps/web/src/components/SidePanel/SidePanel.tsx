import { Drawer } from '@mantine/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/useIsMobile';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { DIALOG_ATTRIBUTES } from '../dialogAttributes';
import { DiscardGuardContext, type DiscardGuard } from './discardGuard';
import { NestedDialogContext } from './nestedDialog';
import { useReturnFocus } from './returnFocus';

export interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** data-testid of the panel root. */
  testId: string;
  children: ReactNode;
}

/**
 * The right-side panel of spec 01 §2 (loan apply, insurance request, counter offer, edits):
 * full width below 768 px. Dialogs opened inside it take Escape for themselves (see
 * nestedDialog.ts), and a form inside it that holds changes makes every way of closing ask
 * first (see discardGuard.ts), so neither Escape nor a stray click throws away a typed and
 * signed form. Closed, focus goes back to what opened it (returnFocus.ts).
 */
export function SidePanel({ opened, onClose, title, testId, children }: SidePanelProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  useReturnFocus(opened);
  const [nestedOpen, setNestedOpen] = useState(0);
  const register = useCallback(() => {
    setNestedOpen((n) => n + 1);
    return () => setNestedOpen((n) => n - 1);
  }, []);

  // The forms holding changes, by id; a ref, since only a close request reads it.
  const dirtyForms = useRef(new Set<string>());
  const [confirming, setConfirming] = useState(false);
  // The caller's onClose changes every render; the guard stays one object so the forms' effects do not churn.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const guard = useMemo<DiscardGuard>(
    () => ({
      setDirty: (id, dirty) => {
        if (dirty) dirtyForms.current.add(id);
        else dirtyForms.current.delete(id);
      },
      requestClose: () => {
        if (dirtyForms.current.size > 0) setConfirming(true);
        else onCloseRef.current();
      },
    }),
    [],
  );
  const discard = () => {
    setConfirming(false);
    onCloseRef.current();
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={guard.requestClose}
        position="right"
        size={mobile ? '100%' : 'lg'}
        title={title}
        closeOnEscape={nestedOpen === 0 && !confirming}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        attributes={DIALOG_ATTRIBUTES}
        data-testid={testId}
      >
        <DiscardGuardContext value={guard}>
          <NestedDialogContext value={register}>{children}</NestedDialogContext>
        </DiscardGuardContext>
      </Drawer>
      {opened && confirming && (
        <ConfirmDialog
          opened
          title={t('discard.title')}
          body={t('discard.body')}
          confirmLabel={t('discard.confirm')}
          cancelLabel={t('discard.keep')}
          pending={false}
          danger
          onConfirm={discard}
          onClose={() => setConfirming(false)}
          testIds={{
            dialog: 'discard-dialog',
            confirm: 'discard-confirm',
            cancel: 'discard-keep',
            error: 'discard-error',
          }}
        />
      )}
    </>
  );
}
