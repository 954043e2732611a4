import { greetingFor } from '@kontor/domain/greeting';
import { useTranslation } from 'react-i18next';
import { isMember, useCurrentUser } from '../../shared/session/current-user.ts';

/** "Good morning, Anna" for a signed-in account, by the hour (spec §9); null for visitors and guests. */
export function useGreeting(): string | null {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!isMember(user)) return null;
  return t(`banner.greeting.${greetingFor(new Date().getHours())}`, {
    nickname: user.nickname || user.username,
  });
}
