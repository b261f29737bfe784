/**
 * Test double of signature_pad for jsdom (no canvas there): a pointerup on the canvas
 * counts as one stroke and fires 'endStroke'. Use with
 *   vi.mock('signature_pad', async () => ({ default: (await import('…/FakeSignaturePad')).FakeSignaturePad }));
 */
/** A real 1×1 PNG, so the multipart signature part starts with the PNG signature. */
export const FAKE_SIGNATURE_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAD' +
  'hgGAWjR9awAAAABJRU5ErkJggg==';

export class FakeSignaturePad extends EventTarget {
  private strokes = 0;
  private readonly canvas: HTMLCanvasElement;

  constructor(canvas: HTMLCanvasElement) {
    super();
    this.canvas = canvas;
    canvas.addEventListener('pointerup', this.onUp);
  }

  private onUp = () => {
    this.strokes += 1;
    this.dispatchEvent(new Event('endStroke'));
  };

  isEmpty(): boolean {
    return this.strokes === 0;
  }

  clear(): void {
    this.strokes = 0;
  }

  toData(): [] {
    return [];
  }

  fromData(): void {}

  off(): void {
    this.canvas.removeEventListener('pointerup', this.onUp);
  }

  toDataURL(): string {
    return FAKE_SIGNATURE_DATA_URL;
  }
}
