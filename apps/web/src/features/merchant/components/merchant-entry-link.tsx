import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { ShopOutlined } from '../../../shared/ui/icons.tsx';
import { useMerchantStatus } from '../api/query-merchant-status.ts';
import { mayAskMerchantStatus, merchantEntryLink } from '../model/merchant-entry.ts';

const MerchantNotice = lazy(() => import('./merchant-notice.tsx'));

interface MerchantEntryLinkProps {
  className?: string;
  /** Called once the link has been followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The banner's merchant entry (spec §4, §6; `merchantEntryLink`): only when the server says so and a
 * user id exists. Where it leads follows the merchant's status; frozen or cleared merchants read the
 * notice first and then continue.
 */
export function MerchantEntryLink({ className, onNavigate }: MerchantEntryLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const status = useMerchantStatus(mayAskMerchantStatus(user));
  const [noticeOpen, setNoticeOpen] = useState(false);
  const link = merchantEntryLink(user, status.data);
  if (!link) return null;

  return (
    <>
      <Link
        className={className}
        to={link.href}
        onClick={(event) => {
          if (link.notice) {
            event.preventDefault();
            setNoticeOpen(true);
            return;
          }
          onNavigate?.();
        }}
      >
        <ShopOutlined aria-hidden="true" /> {t(link.labelKey)}
      </Link>
      {noticeOpen && link.notice ? (
        <Suspense fallback={null}>
          <MerchantNotice
            messageKey={link.notice}
            onContinue={() => {
              setNoticeOpen(false);
              onNavigate?.();
              navigate(link.href);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
