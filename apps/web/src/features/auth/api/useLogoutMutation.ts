import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetAuth } from '../../../lib/authStore';
import { apiRequest } from '../../../lib/http/httpClient';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { clearUserData } from '../../../lib/session/clearUserData';
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
        await apiRequest('/auth/logout', { method: 'POST' });
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
