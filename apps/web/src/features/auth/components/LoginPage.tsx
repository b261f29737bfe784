import { Alert, Anchor, Center, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppLogo } from '../../../components/AppLogo';
import { useAuthState } from '../../../lib/authStore';
import { AuthForm, type AuthMode } from './AuthForm';

type Audience = 'employee' | 'hr';

/**
 * /login: sign-in and registration on one screen; the two tabs are cosmetic (spec 01 §1). When
 * the server ended the session (access revoked, ended for safety, no longer valid) it says why
 * first, so a person sent here from an open screen is not left guessing (decision 051). A link
 * leads to the reset with an HR code, which comes back here saying the password changed (085).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { endedBy } = useAuthState();
  // Set by /forgot-password after a reset (decision 085).
  const resetDone = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset === true;
  const [mode, setMode] = useState<AuthMode>('login');
  const [audience, setAudience] = useState<Audience>('employee');
  const isRegister = mode === 'register';

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420} data-testid="login-page">
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <AppLogo size={40} />
            <Title order={1} size="h3" ta="center">
              {t(isRegister ? 'auth.register_title' : 'auth.login_title')}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t('auth.subtitle')}
            </Text>
          </Stack>
          {endedBy && (
            <Alert
              color={endedBy === 'session_revoked' ? 'red' : 'yellow'}
              role="alert"
              data-testid="session-ended"
              title={t('auth.session_ended_title')}
            >
              {t(`errors.${endedBy}`)}
            </Alert>
          )}
          {resetDone && !endedBy && (
            <Alert color="green" role="status" data-testid="password-reset-done">
              {t('passwordReset.done')}
            </Alert>
          )}
          <Tabs value={audience} onChange={(v) => setAudience((v as Audience) ?? 'employee')}>
            <Tabs.List grow>
              <Tabs.Tab value="employee" data-testid="tab-employee">
                {t('auth.tab_employee')}
              </Tabs.Tab>
              <Tabs.Tab value="hr" data-testid="tab-hr">
                {t('auth.tab_hr')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <AuthForm key={mode} mode={mode} onRegistered={() => setMode('login')} />
          {!isRegister && (
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/forgot-password" data-testid="forgot-password">
                {t('passwordReset.forgot_link')}
              </Anchor>
            </Text>
          )}
          <Text size="sm" ta="center">
            {t(isRegister ? 'auth.have_account' : 'auth.no_account')}{' '}
            <Anchor
              component="button"
              type="button"
              data-testid="auth-mode-toggle"
              onClick={() => setMode(isRegister ? 'login' : 'register')}
            >
              {t(isRegister ? 'auth.go_login' : 'auth.go_register')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
