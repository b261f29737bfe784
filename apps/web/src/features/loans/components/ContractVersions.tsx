import type { ContractVersion } from '@abono/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstantDateEs } from '../lib/loanView';

interface ContractVersionsProps {
  versions: ContractVersion[];
  /** The version being downloaded, if any: its button shows progress, all are disabled. */
  downloading: number | null;
  onDownload: (version: number) => void;
}

/**
 * The loan's signed contracts: the original request and, once accepted,
 * the counter offer, each signed with its own signature and downloadable on its own.
 */
export function ContractVersions({ versions, downloading, onDownload }: ContractVersionsProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="contract-versions">
      <Title order={2} size="h4" mb="xs">
        {t('loan.contracts.title')}
      </Title>
      {versions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('loan.contracts.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {versions.map((v) => (
            <Group
              component="li"
              key={v.version}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid={`contract-version-${v.version}`}
            >
              <div>
                <Text size="sm" fw={600}>
                  {t('loan.contracts.version', { version: v.version })} · {t(`loan.contracts.kind.${v.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('loan.contracts.signed_at', { date: formatInstantDateEs(v.signedAt) })}
                </Text>
              </div>
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => onDownload(v.version)}
                loading={downloading === v.version}
                disabled={downloading !== null}
                aria-label={t('loan.contracts.download_label', { version: v.version })}
                data-testid={`download-contract-v${v.version}`}
              >
                {t('loan.contracts.download')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
