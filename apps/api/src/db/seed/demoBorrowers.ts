/**
 * The demo's borrowers as real people: every generated employee who carries a demo loan
 * gets a user account linked to their record (a loan is applied for by someone who is
 * signed in), so the audit timeline names them instead of "Usuario desconocido". Their
 * loans carry signed contract versions like the service writes: version 1 at apply with
 * the seeded signature, version 2 with a second seeded signature when a counter offer
 * was accepted.
 */
import { eq, inArray } from 'drizzle-orm';
import { sha256 } from '../../lib/sha256';
import type { Tx } from '../client';
import { employees, loanContracts, roles, uploadedFiles, userCompanies, users } from '../schema';
import type { BuiltLoan, LoanEmployee } from './demoLoans';
import { signaturePng } from './demoSignature';

export async function registerBorrowers(
  tx: Tx,
  input: {
    companyId: number;
    borrowers: LoanEmployee[];
    passwordHash: string;
    contacts: Map<number, { email: string | null; phone: string | null; tin: string | null }>;
  },
): Promise<LoanEmployee[]> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'employee'));
  if (!role) throw new Error('Falta el rol employee: la base de datos no está inicializada.');
  const withTin = input.borrowers.filter((b) => b.userId === null && input.contacts.get(b.id)?.tin);
  if (withTin.length === 0) return input.borrowers;
  const tins = withTin.map((b) => input.contacts.get(b.id)!.tin!);
  await tx
    .insert(users)
    .values(
      withTin.map((b) => {
        const c = input.contacts.get(b.id)!;
        return { tin: c.tin!, passwordHash: input.passwordHash, roleId: role.id, email: c.email, phone: c.phone };
      }),
    )
    .onConflictDoNothing({ target: users.tin });
  const rows = await tx.select({ id: users.id, tin: users.tin }).from(users).where(inArray(users.tin, tins));
  const idByTin = new Map(rows.map((r) => [r.tin, r.id]));
  const linked = new Map<number, number>();
  for (const b of withTin) {
    const userId = idByTin.get(input.contacts.get(b.id)!.tin!);
    if (userId === undefined) continue;
    linked.set(b.id, userId);
    await tx.update(employees).set({ userId }).where(eq(employees.id, b.id));
  }
  const userIds = [...new Set(linked.values())];
  if (userIds.length > 0) {
    await tx
      .insert(userCompanies)
      .values(userIds.map((userId) => ({ userId, companyId: input.companyId })))
      .onConflictDoNothing();
  }
  return input.borrowers.map((b) => (linked.has(b.id) ? { ...b, userId: linked.get(b.id)! } : b));
}

/** Stores a demo signature image (the company's own, no owner) and answers its file id. */
export async function storeSignature(tx: Tx, companyId: number, png: Buffer): Promise<string> {
  const [row] = await tx
    .insert(uploadedFiles)
    .values({
      kind: 'signature',
      ownerUserId: null,
      companyId,
      mimeType: 'image/png',
      sizeBytes: png.length,
      sha256: sha256(png),
      content: png,
    })
    .returning({ id: uploadedFiles.id });
  return row!.id;
}

/** The contract versions of the demo loans, each signed with its seeded signature. */
export async function insertDemoContracts(
  tx: Tx,
  input: { companyId: number; originalSignatureFileId: string; built: BuiltLoan[]; loanIds: number[] },
): Promise<void> {
  const needsCounter = input.built.some((b) => b.contracts.some((c) => c.signature === 'counter_offer'));
  // A visibly different squiggle, so the two versions' PDFs show two signatures.
  const counterSignatureFileId = needsCounter
    ? await storeSignature(tx, input.companyId, signaturePng(input.companyId + 7))
    : null;
  const rows = input.built.flatMap((b, i) =>
    b.contracts.map((c) => ({
      companyId: input.companyId,
      loanId: input.loanIds[i]!,
      version: c.version,
      kind: c.kind,
      ...c.figures,
      signatureFileId: c.signature === 'original' ? input.originalSignatureFileId : counterSignatureFileId,
      signedAt: c.signedAt,
    })),
  );
  if (rows.length > 0) await tx.insert(loanContracts).values(rows);
}
