import { settingsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetAuth } from '../../../lib/authStore';
import { call } from '../../../lib/http/call';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { clearUserData } from '../../../lib/session/clearUserData';
import { toast } from '../../../lib/toast';

/**
 * POST /api/database/reset with the typed confirm word. The reset ends every session, this one
 * too: the local session is dropped as on logout and the user goes to /login (spec 02 §8).
 */
export function useResetDatabase() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (confirm: string) => call(settingsApi.resetDatabase, { body: { confirm } }),
    onSuccess: () => {
      resetAuth('logout');
      setSelectedCompanyId(null);
      clearUserData(queryClient);
      toast.success(t('settings.danger.done'));
      void navigate('/login', { replace: true });
    },
  });
}
