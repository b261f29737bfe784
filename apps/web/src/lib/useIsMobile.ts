import { useMediaQuery } from '@mantine/hooks';

/** Spec 01 §9: the mobile layout applies below 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The one media query of the mobile layout (widths under 768 px; 767.98 avoids the fractional-pixel gap). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below 768 px. The only place the web app asks for the mobile breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
