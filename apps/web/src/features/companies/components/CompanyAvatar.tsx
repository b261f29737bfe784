import type { CompanySummary } from '@abono/domain';
import { Avatar, type MantineSize } from '@mantine/core';
import { logoUrl } from '../lib/logoUrl';

/** The company logo, or its initial when it has none (or the image fails). */
export function CompanyAvatar({ company, size = 'sm' }: { company: CompanySummary; size?: MantineSize | number }) {
  return (
    <Avatar src={logoUrl(company.logo)} alt={company.name} size={size} radius="sm" color="blue">
      {company.name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
