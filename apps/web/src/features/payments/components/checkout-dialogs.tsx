import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DoublePayDialog } from './double-pay-dialog.tsx';
import type { PaymentChoice } from './payment-section.tsx';

interface CheckoutDialogsProps {
  doublePayOpen: boolean;
  onPayAgain: () => void;
  onWait: () => void;
  walletChoice: PaymentChoice | null;
  onWalletClose: () => void;
  onWalletPay: (choice: PaymentChoice) => void;
  busy: boolean;
}

/**
 * The checkout's two dialogs: the double-payment attention and the device wallet's single button.
 * A chunk of its own, mounted the first time one opens (decision 071): closed, antd's Modal still
 * builds its styles, which the first screen does not need.
 */
export default function CheckoutDialogs({
  doublePayOpen,
  onPayAgain,
  onWait,
  walletChoice,
  onWalletClose,
  onWalletPay,
  busy,
}: CheckoutDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <DoublePayDialog open={doublePayOpen} onPayAgain={onPayAgain} onWait={onWait} />
      <Modal
        open={walletChoice !== null}
        title={walletChoice?.channel.channelName}
        footer={null}
        onCancel={onWalletClose}
        width={382}
      >
        <Button
          type="primary"
          block
          size="large"
          loading={busy}
          onClick={() => {
            const choice = walletChoice;
            onWalletClose();
            if (choice) onWalletPay(choice);
          }}
        >
          {t('payments.checkout.deviceWalletPay')}
        </Button>
      </Modal>
    </>
  );
}
