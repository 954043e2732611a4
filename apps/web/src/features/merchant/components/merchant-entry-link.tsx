import { type MerchantEntry, merchantEntryTarget } from '@kontor/domain/merchant/merchant-status';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isMember, useCurrentUser } from '../../../shared/session/current-user.ts';
import { ShopOutlined } from '../../../shared/ui/icons.tsx';
import { useMerchantStatus } from '../api/query-merchant-status.ts';

const MerchantNotice = lazy(() => import('./merchant-notice.tsx'));

interface MerchantEntryLinkProps {
  className?: string;
  /** Called once the link has been followed (the mobile menu closes). */
  onNavigate?: () => void;
}

function labelKey(entry: MerchantEntry): string {
  const target = entry.kind === 'route' ? entry.to : entry.continueTo;
  if (target === '/merchant/apply') return 'merchant.entry.apply';
  if (target === '/merchant/audit') return 'merchant.entry.audit';
  return 'merchant.entry.console';
}

/**
 * The banner's merchant entry: only when the server says so and a user id exists (spec §6). Where it
 * leads follows the merchant's status; frozen or cleared merchants see a notice first.
 */
export function MerchantEntryLink({ className, onNavigate }: MerchantEntryLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const enabled = isMember(user) && !!user.id && user.showMerchantEntry;
  const status = useMerchantStatus(enabled);
  const [notice, setNotice] = useState<Extract<MerchantEntry, { kind: 'notice' }> | null>(null);

  if (!enabled || !status.data?.isShow) return null;
  const entry = merchantEntryTarget(status.data);
  if (!entry) return null;
  const href = entry.kind === 'route' ? entry.to : entry.continueTo;

  return (
    <>
      <Link
        className={className}
        to={href}
        onClick={(event) => {
          if (entry.kind === 'notice') {
            event.preventDefault();
            setNotice(entry);
            return;
          }
          onNavigate?.();
        }}
      >
        <ShopOutlined aria-hidden="true" /> {t(labelKey(entry))}
      </Link>
      {notice ? (
        <Suspense fallback={null}>
          <MerchantNotice
            messageKey={notice.messageKey}
            onContinue={() => {
              setNotice(null);
              onNavigate?.();
              navigate(notice.continueTo);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
