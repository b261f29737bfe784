import { auditChanges, type AuditRow } from '@abono/domain';
import { List, Text } from '@mantine/core';

/** The changed fields of a row, one per line: `field: before → after` (or the fact alone). */
export function AuditChanges({ row }: { row: AuditRow }) {
  const changes = auditChanges(row);
  if (changes.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {changes.map((c) => (
        <List.Item key={c.field}>
          <Text span fw={500}>
            {c.field}:
          </Text>{' '}
          {c.from === undefined ? (
            c.to
          ) : (
            <>
              <Text span td="line-through" c="dimmed">
                {c.from}
              </Text>{' '}
              → {c.to}
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}
