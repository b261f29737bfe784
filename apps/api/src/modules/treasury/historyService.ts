/**
 * Treasury's file history (spec 02 §7 "Treasury", decision 070): every generated bank file is kept
 * with its exact bytes in the same transaction that generated it, numbered per company, kind, bank
 * and business day (Banorte's NN), and can be downloaded again byte for byte.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  TREASURY_FILE_MEDIA,
  type BankCode,
  type Money,
  type TreasuryFile,
  type TreasuryFileKind,
} from '@abono/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { employees, treasuryFiles, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { sha256 } from '../../lib/sha256';
import { recordDownload } from '../../core/audit/recordDownload';

/** The audit log's entity of a generated bank file (its history row's id). */
export const TREASURY_FILE_ENTITY = 'treasury_file';

/** A file ready to answer: its name, media type and bytes. */
export interface TreasuryFileAnswer {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

/** The media type a file of the history was first answered with. */
export function treasuryFileMediaType(kind: TreasuryFileKind, bank: BankCode | null): string {
  if (kind === 'bank_request') return TREASURY_FILE_MEDIA.bankRequest;
  return bank === '021' ? TREASURY_FILE_MEDIA.hsbc : TREASURY_FILE_MEDIA.banorte;
}

export interface FileSlot {
  /** The history row's id, reserved before the file is written (HSBC's batch reference). */
  id: number;
  /** 1 for the company's first file of that kind and bank that business day, then 2, … */
  sequence: number;
}

/**
 * Reserves the next file of the company's kind, bank and business day. A per-company advisory lock
 * held to the end of the caller's transaction serialises two generations, so the second counts
 * the first's row once it commits; the unique constraint of migration 0010 is the last line.
 */
export async function reserveFileSlot(
  tx: Tx,
  input: { companyId: number; kind: TreasuryFileKind; bank: BankCode | null; businessDay: string },
): Promise<FileSlot> {
  const { companyId, kind, bank, businessDay } = input;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('treasury-files'), ${companyId})`);
  const [row] = await tx
    .select({
      next: sql<number>`coalesce(max(${treasuryFiles.sequence}), 0)::int + 1`,
      id: sql<number>`nextval(pg_get_serial_sequence('treasury_files', 'id'))::int`,
    })
    .from(treasuryFiles)
    .where(
      and(
        eq(treasuryFiles.companyId, companyId),
        eq(treasuryFiles.kind, kind),
        bank === null ? isNull(treasuryFiles.bank) : eq(treasuryFiles.bank, bank),
        eq(treasuryFiles.businessDay, businessDay),
      ),
    );
  return { id: row!.id, sequence: row!.next };
}

export interface NewTreasuryFile {
  slot: FileSlot;
  companyId: number;
  kind: TreasuryFileKind;
  bank: BankCode | null;
  businessDay: string;
  fileName: string;
  createdBy: number;
  createdAt: Date;
  loanIds: readonly number[];
  total: Money;
  content: Buffer;
}

/**
 * Records a generated file in the history (inside the transaction that generated it), and its
 * first download by its creator in the audit log, as its re-downloads are (decision 080).
 */
export async function recordTreasuryFile(tx: Tx, file: NewTreasuryFile): Promise<void> {
  await tx.insert(treasuryFiles).values({
    id: file.slot.id,
    companyId: file.companyId,
    kind: file.kind,
    bank: file.bank,
    fileName: file.fileName,
    sequence: file.slot.sequence,
    businessDay: file.businessDay,
    createdBy: file.createdBy,
    createdAt: file.createdAt,
    loanCount: file.loanIds.length,
    total: file.total,
    sha256: sha256(file.content),
    content: file.content,
    loanIds: [...file.loanIds],
  });
  await recordDownload(tx, {
    actorUserId: file.createdBy,
    companyId: file.companyId,
    entityType: TREASURY_FILE_ENTITY,
    entityId: file.slot.id,
    file: file.fileName,
  });
}

/** GET /treasury/files: the company's history, newest first, with the creator's name in the company. */
export async function listTreasuryFiles(db: DbOrTx, companyId: number): Promise<{ rows: TreasuryFile[] }> {
  const creatorEmployee = db
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.userId, treasuryFiles.createdBy), eq(employees.companyId, companyId)))
    .limit(1);
  const rows = await db
    .select({
      id: treasuryFiles.id,
      kind: treasuryFiles.kind,
      bank: treasuryFiles.bank,
      file_name: treasuryFiles.fileName,
      created_by: sql<string>`coalesce((${creatorEmployee}), ${users.tin}, '')`,
      created_at: treasuryFiles.createdAt,
      loan_count: treasuryFiles.loanCount,
      total: treasuryFiles.total,
      sha256: treasuryFiles.sha256,
    })
    .from(treasuryFiles)
    .leftJoin(users, eq(users.id, treasuryFiles.createdBy))
    .where(eq(treasuryFiles.companyId, companyId))
    .orderBy(desc(treasuryFiles.id));
  return { rows: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}

/** GET /treasury/files/:id: the stored bytes; a file of another company is answered like a missing one. */
export async function treasuryFileOf(db: DbOrTx, companyId: number, id: number): Promise<TreasuryFileAnswer> {
  const [row] = await db
    .select({
      fileName: treasuryFiles.fileName,
      kind: treasuryFiles.kind,
      bank: treasuryFiles.bank,
      content: treasuryFiles.content,
    })
    .from(treasuryFiles)
    .where(and(eq(treasuryFiles.id, id), eq(treasuryFiles.companyId, companyId)));
  if (!row) throw new AppError('not_found');
  return { fileName: row.fileName, mediaType: treasuryFileMediaType(row.kind, row.bank), content: row.content };
}
