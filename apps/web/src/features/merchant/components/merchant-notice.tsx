import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import AntdProvider from '../../../shared/ui/antd-provider.tsx';

interface MerchantNoticeProps {
  messageKey: 'merchant.frozen' | 'merchant.cleared';
  onContinue: () => void;
}

/** Frozen or cleared merchants are told what they may still do before the console opens (spec §4, §8). */
export default function MerchantNotice({ messageKey, onContinue }: MerchantNoticeProps) {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <Modal
        open
        title={
          <span>
            <ExclamationCircleFilled style={{ color: '#b7791f', marginInlineEnd: 8 }} aria-hidden="true" />
            {t('merchant.noticeTitle')}
          </span>
        }
        onOk={onContinue}
        onCancel={onContinue}
        okText={t('common.ok')}
        footer={(_, { OkBtn }) => <OkBtn />}
        width={460}
      >
        <p>{t(messageKey)}</p>
      </Modal>
    </AntdProvider>
  );
}
