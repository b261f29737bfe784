import type { InsuranceType } from '@abono/domain';
import type { ReactNode } from 'react';
import { Svg } from '../../../components/icons';

/** One stroke path set per insurance type (24×24 viewBox); decorative. */
const PATHS: Record<InsuranceType, ReactNode> = {
  auto: (
    <>
      <path d="M5 17h14v-5l-2-5H7l-2 5z" />
      <circle cx="8" cy="17" r="2" />
      <circle cx="16" cy="17" r="2" />
      <path d="M5 12h14" />
    </>
  ),
  funeral: (
    <>
      <path d="M12 3v18" />
      <path d="M7 8h10" />
    </>
  ),
  home: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </>
  ),
  life: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  health: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  travel: (
    <>
      <path d="M2 16l20-8-4 12-6-4-4 4v-6" />
    </>
  ),
  pet: (
    <>
      <circle cx="7" cy="9" r="1.8" />
      <circle cx="12" cy="6.5" r="1.8" />
      <circle cx="17" cy="9" r="1.8" />
      <path d="M8 17c0-3 2-5 4-5s4 2 4 5a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z" />
    </>
  ),
};

export function InsuranceIcon({ type, size = 28 }: { type: InsuranceType; size?: number }) {
  return (
    <Svg size={size}>{PATHS[type]}</Svg>
  );
}
