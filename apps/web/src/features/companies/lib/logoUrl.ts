import { API_BASE } from '../../../lib/http/httpClient';

/** Logos are served at /api/files/{logo}. */
export function logoUrl(logo: string | null | undefined): string | null {
  return logo ? `${API_BASE}/files/${encodeURIComponent(logo)}` : null;
}
