import { Drawer } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/useIsMobile';
import { DIALOG_ATTRIBUTES } from '../dialogAttributes';
import { NestedDialogContext } from './nestedDialog';

export interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** data-testid of the panel root. */
  testId: string;
  children: ReactNode;
}

/**
 * The right-side request panel of spec 01 §2 (loan apply, insurance request): full
 * width below 768 px. Dialogs opened inside it take Escape for themselves (see
 * nestedDialog.ts), so Escape never throws away a half-filled form from under them.
 */
export function SidePanel({ opened, onClose, title, testId, children }: SidePanelProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [nestedOpen, setNestedOpen] = useState(0);
  const register = useCallback(() => {
    setNestedOpen((n) => n + 1);
    return () => setNestedOpen((n) => n - 1);
  }, []);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'lg'}
      title={title}
      closeOnEscape={nestedOpen === 0}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid={testId}
    >
      <NestedDialogContext value={register}>{children}</NestedDialogContext>
    </Drawer>
  );
}
