import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetAuth } from '../../../lib/authStore';
import { call } from '../../../lib/http/call';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { clearUserData } from '../../../lib/session/clearUserData';
import { loadSessionContract } from '../../../lib/session/loadSessionContract';
import { toast } from '../../../lib/toast';

/**
 * POST /api/auth/logout, then (whatever the answer) reset the auth state, the
 * selected company and the notifications, drop everything this user loaded (clearUserData, as
 * on session expiry), toast and go to /login.
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      try {
        await call((await loadSessionContract()).authApi.logout);
      } catch {
        // The local session ends even if the server could not be reached.
      }
    },
    onSettled: () => {
      resetAuth('logout');
      setSelectedCompanyId(null);
      clearUserData(queryClient);
      toast.success(t('messages.logout_success'));
      void navigate('/login', { replace: true });
    },
  });
}
