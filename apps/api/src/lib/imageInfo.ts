/**
 * Uploaded images checked by their content before anything is stored:
 * the type by magic bytes (`file-type`), the declared size from the header (sharp's
 * metadata, which reads the header only, so a small file declaring a huge image is refused
 * before any pixel is decoded), no markup a browser could run (HTML polyglots), then a FULL
 * decode with sharp (libvips): a truncated or corrupt body fails here instead of in the PDF
 * writer. Never trusts the file name or the declared content type.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp, SharpOptions } from 'sharp';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export interface ImageInfo {
  mime: ImageMime;
  width: number;
  height: number;
}

export interface ImageRules {
  accept: readonly ImageMime[];
  /** Largest width × height: bounds the decoder's memory and time. */
  maxPixels: number;
  /** Largest width or height. */
  maxSide: number;
  /** Smallest width and height (logos: 100 px). */
  minSide?: number;
}

/**
 * Why an image is refused: not one of the accepted types, damaged (does not decode),
 * absurdly large, too small, or carrying markup (a polyglot that is also HTML/SVG/script).
 */
export type ImageProblem = 'not_image' | 'corrupt' | 'too_large' | 'too_small' | 'markup';

export type ImageCheck = { ok: true; info: ImageInfo } | { ok: false; problem: ImageProblem };

const MIME_OF: Record<string, ImageMime> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** sharp, loaded on the first upload, not at start: libvips is a large native library. */
async function sharpOf(bytes: Buffer, options: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, options);
}

/**
 * The image's type and declared pixel size from its header, or null when the bytes are
 * not a readable PNG, JPEG or WebP header. Reads no pixel data (no pixel limit applies
 * here: the caller compares the size with its rules); NOT proof that the image decodes.
 */
export async function readImageInfo(bytes: Buffer): Promise<ImageInfo | null> {
  try {
    const { format, width, height } = await (await sharpOf(bytes, { limitInputPixels: false })).metadata();
    const mime = MIME_OF[format];
    if (!mime || !width || !height) return null;
    return { mime, width, height };
  } catch {
    return null;
  }
}

/*
 * Markup that makes a file a polyglot: browsers sniff these in the first bytes, and a
 * file served or opened as HTML/SVG would run them. Each marker is ≥ 5 bytes, so the
 * chance of one appearing in compressed pixel data by accident stays negligible
 * (about 1 in 10⁴ for a 5 MB logo), while every way of hiding a page in an image
 * (text chunks, comments, EXIF, bytes after the end) is caught. `<?xml` alone is not a
 * marker: design tools embed XMP metadata (XML) in ordinary logos.
 */
const MARKUP =
  /<(?:script|html|body|iframe|object|embed|svg[\s/>]|img[\s/>]|meta[\s/>]|link[\s/>]|style[\s/>]|!doctype|form[\s/>]|a\s+href)|javascript:|\bon(?:error|load)\s*=/i;

export function containsMarkup(bytes: Buffer): boolean {
  // latin1 maps each byte to one character, so the regex sees the raw bytes.
  return MARKUP.test(bytes.toString('latin1'));
}

/** Checks an uploaded image fully (see the module comment); never throws for bad input. */
export async function inspectImage(bytes: Buffer, rules: ImageRules): Promise<ImageCheck> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const mime = type?.mime as ImageMime | undefined;
  if (!mime || !rules.accept.includes(mime)) return { ok: false, problem: 'not_image' };
  const declared = await readImageInfo(bytes);
  if (!declared || declared.mime !== mime) return { ok: false, problem: 'corrupt' };
  const { width, height } = declared;
  if (width > rules.maxSide || height > rules.maxSide || width * height > rules.maxPixels)
    return { ok: false, problem: 'too_large' };
  if (rules.minSide && (width < rules.minSide || height < rules.minSide)) return { ok: false, problem: 'too_small' };
  if (containsMarkup(bytes)) return { ok: false, problem: 'markup' };
  try {
    // Every pixel decoded; libvips reports truncation and corrupt data as errors.
    const { info } = await (
      await sharpOf(bytes, { failOn: 'error', limitInputPixels: rules.maxPixels, animated: false })
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width !== width || info.height !== height) return { ok: false, problem: 'corrupt' };
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
  return { ok: true, info: { mime, width, height } };
}

/**
 * The image written anew in its own format from its decoded pixels (decision 079): sharp writes
 * no metadata unless asked, so EXIF (camera, GPS), XMP, ICC comments, text chunks and any bytes
 * after the image's end are gone. The EXIF orientation is applied first, so a photo taken sideways
 * still shows upright once the tag that turned it is dropped. PNG stays lossless; JPEG and WebP
 * are written at quality 90, where a logo's re-compression is not visible. Call only on bytes
 * `inspectImage` accepted.
 */
export async function reencodeImage(
  bytes: Buffer,
  mime: ImageMime,
  maxPixels: number,
): Promise<ImageInfo & { bytes: Buffer }> {
  const image = (await sharpOf(bytes, { failOn: 'error', limitInputPixels: maxPixels, animated: false })).rotate();
  const encoded =
    mime === 'image/png'
      ? image.png()
      : mime === 'image/jpeg'
        ? image.jpeg({ quality: 90 })
        : image.webp({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, mime, width: info.width, height: info.height };
}
