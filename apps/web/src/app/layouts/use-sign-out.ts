import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetSession, useLogout } from '../../features/accounts/api/logout.ts';
import { errorMessage } from '../../shared/i18n/i18n.ts';
import { paths } from '../../shared/paths.ts';
import { toast } from '../../shared/ui/toast.ts';
import { afterNavigation } from './route-shell.tsx';

/** Sign out from the banner: end the session, go home, forget the session's data. */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  return {
    pending: logout.isPending,
    signOut: () =>
      logout.mutate(undefined, {
        onSuccess: async () => {
          // Home first, then forget: forgetting under a guarded page would send it to the sign-in form.
          const left = afterNavigation();
          await navigate(paths.home);
          await left;
          forgetSession(queryClient);
          toast.success(t('banner.signedOut'));
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      }),
  };
}
