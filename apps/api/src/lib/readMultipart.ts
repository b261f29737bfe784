/**
 * Reads a whole multipart/form-data request into memory within the given limits.
 * Limit breaches keep their 413 (the error handler maps them), a field longer than
 * `fieldSize` included; a body that is not
 * valid multipart (no boundary, truncated, garbage) becomes a 400, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import { serverMessage } from '@abono/domain';
import { AppError } from './appError';

export interface MultipartLimits {
  /** Largest file, in bytes (413 beyond it). */
  fileSize: number;
  files?: number;
  fields?: number;
  fieldSize?: number;
}

export interface MultipartFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartContent {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartContent> {
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFile> = {};
  const fileCount = limits.files ?? 1;
  const fieldCount = limits.fields ?? 20;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: fileCount,
        fields: fieldCount,
        fieldSize: limits.fieldSize ?? 64 * 1024,
        parts: fileCount + fieldCount,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, bytes };
      } else {
        // busboy cuts a field at fieldSize and only flags it: a cut value must never be
        // validated (or stored) as if it were what the client sent.
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('payload_too_large');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    throw new AppError('validation_error', { message: serverMessage('invalidForm') });
  }
  return { fields, files };
}
