import { bulkOffenders, canBulk, MAX_BULK_LOANS, type BulkAction, type LoanListRow } from '@abono/domain';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';

/** The selection row's height: one line of bulk controls (compact buttons, 30 px, fit 1440 px). */
const SELECTION_ROW_HEIGHT = 30;
const OWN_HINT_ID = 'credits-bulk-own-hint';
import { useTranslation } from 'react-i18next';

export interface CreditsToolbarProps {
  /** Rows of the selection whose figures are known (the current and earlier pages). */
  selectedRows: readonly LoanListRow[];
  selectedCount: number;
  /** Every selected row is known; when not ("select all N"), the rule is checked on the known ones. */
  selectionKnown: boolean;
  total: number;
  selectingAll: boolean;
  exporting: boolean;
  busy: boolean;
  onUpload: () => void;
  onExport: () => void;
  onSelectAll: () => void;
  onClear: () => void;
  onBulk: (action: BulkAction) => void;
}

/**
 * Upload savings and export; with a selection, the bulk actions with the spec's rules
 * (domain canBulk): approve only if every selected loan is pass, counter offers only if every
 * one is review. A selection made with "select all N" spans rows not on screen: the toolbar
 * checks the rule on the selected rows it has seen (any of them breaking it disables the
 * button) and leaves the unseen ones to the server's identical check (409 naming the loans
 * that block it), decision 034.
 */
export function CreditsToolbar(props: CreditsToolbarProps) {
  const { t } = useTranslation();
  const { selectedRows, selectedCount, selectionKnown, total, busy } = props;
  const tooMany = selectedCount > MAX_BULK_LOANS;
  const knownLoans = selectedRows.map((r) => ({ status: r.status, calculation_result: r.calculationResult }));
  // A fully known selection must satisfy the rule; a partly known one must have no known offender.
  const ruleHolds = (action: BulkAction) =>
    selectionKnown ? canBulk(action, knownLoans) : bulkOffenders(action, knownLoans).length === 0;
  // The server refuses a batch holding one's own loan whole (decision 097): say so before it is sent.
  const holdsOwn = selectedRows.some((r) => r.isOwn);
  const allowed = (action: BulkAction) => selectedCount > 0 && !busy && !tooMany && !holdsOwn && ruleHolds(action);
  const bulkButton = (action: BulkAction, label: string, ruleHint: string | null, color?: string) => {
    const hint = tooMany ? t('credits.toolbar.too_many', { max: MAX_BULK_LOANS.toLocaleString('es-MX') }) : ruleHint;
    const button = (
      <Button
        size="xs"
        color={color}
        variant="filled"
        disabled={!allowed(action)}
        aria-describedby={holdsOwn ? OWN_HINT_ID : undefined}
        onClick={() => props.onBulk(action)}
        data-testid={`bulk-${action}`}
      >
        {label}
      </Button>
    );
    return hint && !allowed(action) && selectedCount > 0 ? (
      <Tooltip label={hint} withArrow>
        <span>{button}</span>
      </Tooltip>
    ) : (
      button
    );
  };

  // Two rows, the second always there: selecting a row fills the selection row
  // instead of adding one, so the table never moves down under the pointer.
  return (
    <Stack gap="xs" data-testid="credits-toolbar">
      <Group gap="sm">
        <Button onClick={props.onUpload} data-testid="upload-savings">
          {t('credits.toolbar.upload_savings')}
        </Button>
        <Button
          variant="default"
          onClick={props.onExport}
          loading={props.exporting}
          disabled={total === 0}
          data-testid="export-credits"
        >
          {t('credits.toolbar.export')}
        </Button>
      </Group>
      {selectedCount === 0 ? (
        <Group mih={SELECTION_ROW_HEIGHT} data-testid="selection-row">
          <Text size="sm" c="dimmed">
            {t('credits.toolbar.select_hint')}
          </Text>
        </Group>
      ) : (
        <Group
          gap="xs"
          wrap="wrap"
          mih={SELECTION_ROW_HEIGHT}
          role="group"
          aria-label={t('credits.toolbar.selected', { count: selectedCount })}
          data-testid="selection-row"
        >
          <Text size="sm" fw={600} data-testid="selected-count">
            {t('credits.toolbar.selected', { count: selectedCount })}
          </Text>
          {selectedCount < total && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={props.onSelectAll}
              loading={props.selectingAll}
              data-testid="select-all-results"
            >
              {t('credits.toolbar.select_all', { count: total })}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" color="gray" onClick={props.onClear} data-testid="clear-selection">
            {t('credits.toolbar.clear_selection')}
          </Button>
          {bulkButton('approve', t('credits.toolbar.approve_selected'), t('credits.toolbar.approve_hint'), 'green')}
          {bulkButton('reject', t('credits.toolbar.reject_selected'), null, 'red')}
          {bulkButton(
            'counter_offer',
            t('credits.toolbar.counter_offer_selected'),
            t('credits.toolbar.counter_offer_hint'),
            'orange',
          )}
          {holdsOwn && (
            <Text size="sm" c="orange.8" id={OWN_HINT_ID} data-testid="bulk-own-hint">
              {t('ownRecord.bulk_hint')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
