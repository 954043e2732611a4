import { CODE_RESEND_SECONDS } from '@kontor/domain/accounts/verification-schemas';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../model/countdown.ts';

interface SendCodeButtonProps {
  /**
   * Sends the code; resolves with the seconds until the next send (the server's `resendAfterSeconds`),
   * rejects when it failed. A failure simply re-enables the button (spec §8); the caller shows why.
   */
  onSend: () => Promise<number | undefined>;
  /** Whether a send is under way (the caller's mutation). */
  sending: boolean;
  disabled?: boolean;
  /** What the button does for the eye and the screen reader ("Send code", "Send code to the new e-mail"). */
  label?: string;
  id?: string;
}

/** "Send code", then a 60-second countdown before the code can be sent again (spec §9). */
export function SendCodeButton({ onSend, sending, disabled, label, id }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const send = () =>
    onSend().then(
      (seconds) => start(seconds ?? CODE_RESEND_SECONDS),
      () => undefined,
    );
  return (
    <Button id={id} onClick={send} loading={sending} disabled={disabled || left > 0} aria-live="polite">
      {left > 0 ? t('accounts.code.resendIn', { seconds: left }) : (label ?? t('accounts.code.send'))}
    </Button>
  );
}
