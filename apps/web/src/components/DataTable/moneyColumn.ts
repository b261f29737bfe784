import { formatMXN } from '@abono/domain';
import type { ColumnDef } from '@tanstack/react-table';

/**
 * A money column the way every table shows one: right-aligned so the digits line up, on one line,
 * in Spanish pesos (`$1,234.50`, the domain's formatMXN on the exact decimal string).
 */
export function moneyColumn<T>(id: string, header: string, value: (row: T) => string): ColumnDef<T, unknown> {
  return { id, header, meta: { align: 'right', nowrap: true }, cell: ({ row }) => formatMXN(value(row.original)) };
}
