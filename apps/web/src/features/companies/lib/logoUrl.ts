import { filesApi, pathOf } from '@abono/domain';

/** A company logo's address (the public logo route), or null without one. */
export function logoUrl(logo: string | null | undefined): string | null {
  return logo ? pathOf(filesApi.logo, { publicId: logo }) : null;
}
