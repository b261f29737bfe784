import type { InsuranceType } from '@abono/domain';
import {
  IconCar,
  IconCross,
  IconFirstAidKit,
  IconHeart,
  IconHome,
  IconPaw,
  IconPlane,
  type Icon,
} from '@tabler/icons-react';

/** One icon per insurance type; decorative (the card names the type). */
const ICONS: Record<InsuranceType, Icon> = {
  auto: IconCar,
  funeral: IconCross,
  home: IconHome,
  life: IconHeart,
  health: IconFirstAidKit,
  travel: IconPlane,
  pet: IconPaw,
};

export function InsuranceIcon({ type, size = 28 }: { type: InsuranceType; size?: number }) {
  const TypeIcon = ICONS[type];
  return <TypeIcon size={size} aria-hidden />;
}
