/**
 * The marker scan: the other company's and another user's unique strings must not appear in an
 * answer to a caller who does not reach them. Bodies are read as text (JSON, CSV, a PDF's or an
 * xlsx's raw bytes: compressed streams hide their text, so files are covered by the refusals).
 */
import { reachesAllCompanies, type Grant } from '@abono/domain';
import type { MatrixWorld } from './fixtures';

/** What the caller may not see: the other company unless they reach every company; colleagues unless staff. */
export function forbiddenMarkers(world: MatrixWorld, grants: readonly Grant[], staff: boolean): string[] {
  return [
    ...(reachesAllCompanies(grants) ? [] : world.markers.otherCompany),
    ...(staff ? [] : world.markers.otherUser),
  ];
}

/** The markers found in a body, compared without case (e-mails and RFCs are stored in one case or another). */
export function markersIn(body: Buffer, markers: readonly string[]): string[] {
  const text = body.toString('utf8').toLowerCase();
  return markers.filter((m) => text.includes(m.toLowerCase()));
}
