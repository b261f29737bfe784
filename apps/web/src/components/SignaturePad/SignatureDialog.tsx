import { Box, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePadType from 'signature_pad';
import { useNestedDialog } from '../SidePanel/nestedDialog';
import { DIALOG_ATTRIBUTES } from '../dialogAttributes';

/** Spec 01 §3: the signature is a PNG drawn on a canvas 200 px high. */
export const SIGNATURE_HEIGHT_PX = 200;

export type SignatureDialogMode = 'draw' | 'view';

export interface SignatureDialogProps {
  opened: boolean;
  mode: SignatureDialogMode;
  /** The saved signature (PNG data URL), shown in view mode. */
  value: string;
  onConfirm: (dataUrl: string) => void;
  onClose: () => void;
}

/** Sizes the canvas to its box (CSS width × 200 px) in device pixels, keeping any strokes. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePadType | null): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = canvas.offsetWidth || canvas.parentElement?.clientWidth || 0;
  if (width === 0) return;
  if (canvas.width === Math.round(width * ratio) && canvas.height === Math.round(SIGNATURE_HEIGHT_PX * ratio)) return;
  const strokes = pad?.toData() ?? [];
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(SIGNATURE_HEIGHT_PX * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  if (pad) {
    pad.clear();
    if (strokes.length > 0) pad.fromData(strokes);
  }
}

/**
 * The contract signature dialog (spec 01 §2): draw on a canvas with signature_pad (loaded
 * when the dialog opens, so it never weighs on a route), Clear, Cancel, and Confirm,
 * enabled only after at least one stroke. View mode shows the saved signature.
 */
export function SignatureDialog({ opened, mode, value, onConfirm, onClose }: SignatureDialogProps) {
  const { t } = useTranslation();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePadType | null>(null);
  const [ready, setReady] = useState(false);
  const [hasStroke, setHasStroke] = useState(false);
  const canvasRef = useCallback((node: HTMLCanvasElement | null) => setCanvas(node), []);
  // Above a side panel, Escape closes this dialog only (the drawn strokes are simply dropped).
  useNestedDialog(opened);

  useEffect(() => {
    if (!canvas) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    const onResize = () => fitCanvas(canvas, padRef.current);
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (cancelled) return;
      fitCanvas(canvas, null);
      const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(20, 20, 40)' });
      pad.addEventListener('endStroke', () => setHasStroke(!pad.isEmpty()));
      padRef.current = pad;
      observer = new ResizeObserver(onResize);
      observer.observe(canvas);
      window.addEventListener('resize', onResize);
      setReady(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      padRef.current?.off();
      padRef.current = null;
      setReady(false);
      setHasStroke(false);
    };
  }, [canvas]);

  const clear = () => {
    padRef.current?.clear();
    setHasStroke(false);
  };

  const confirm = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return;
    onConfirm(pad.toDataURL('image/png'));
  };

  const drawing = mode === 'draw';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(drawing ? 'signature.title' : 'signature.view_title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="signature-dialog"
    >
      {drawing ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" id="signature-instructions">
            {t('signature.instructions')}
          </Text>
          <Box
            pos="relative"
            style={{ border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 8, overflow: 'hidden' }}
          >
            <canvas
              ref={canvasRef}
              data-testid="signature-canvas"
              aria-label={t('signature.canvas_label')}
              aria-describedby="signature-instructions"
              role="img"
              style={{
                display: 'block',
                width: '100%',
                height: SIGNATURE_HEIGHT_PX,
                touchAction: 'none',
                background: '#fff',
              }}
            />
            {!ready && (
              <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
                <Loader size="sm" aria-label={t('labels.loading')} />
              </Box>
            )}
          </Box>
          <Group justify="space-between">
            <Button variant="subtle" onClick={clear} disabled={!hasStroke} data-testid="signature-clear">
              {t('signature.clear')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose} data-testid="signature-cancel">
                {t('actions.cancel')}
              </Button>
              <Button onClick={confirm} disabled={!ready || !hasStroke} data-testid="signature-confirm">
                {t('signature.confirm')}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {value ? (
            <Image
              src={value}
              alt={t('signature.image_alt')}
              h={SIGNATURE_HEIGHT_PX}
              fit="contain"
              data-testid="signature-image"
            />
          ) : (
            <Text c="dimmed">{t('errors.signature_required')}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="signature-close">
              {t('signature.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
