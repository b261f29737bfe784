import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label / value pairs as a description list; wraps to one column on narrow screens. */
export function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <Box component="dl" m={0}>
      {items.map((item) => (
        <Group
          key={item.label}
          justify="space-between"
          gap="xs"
          py={6}
          wrap="wrap"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          {/* break-word, not anywhere: 'anywhere' lets the value shrink to one character wide
              (its min-content), which cramped the cards and split emails mid-word. */}
          <Text
            component="dd"
            size="sm"
            fw={500}
            m={0}
            ta="right"
            data-testid={item.testId}
            style={{ overflowWrap: 'break-word', minWidth: 0 }}
          >
            {item.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
