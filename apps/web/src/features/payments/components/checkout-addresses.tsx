import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import { ADDRESS_SITE_RULES, type AddressType } from '@kontor/domain/addresses/address-site-rules';
import type { TradeContractDetail } from '@kontor/domain/payments/checkout-responses';
import type { UpdateTradeContractAddressInput } from '@kontor/domain/payments/checkout-schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { AntdScope } from '../../../shared/ui/antd-scope.tsx';
import { controlStyles, Notice, PlainButton, SkeletonLines } from '../../../shared/ui/controls.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PlusOutlined } from '../../../shared/ui/more-icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { AddressLines, LazyAddressFormModal, useAddressList } from '../../addresses/index.ts';
import { useUpdateContractAddress } from '../api/update-contract-address.ts';
import { addressLines } from '../model/address-lines.ts';
import styles from './payments.module.css';

type Snapshot = Record<string, unknown> | null;
const SAME_AS_SHIPPING = 'same';

const savedId = (a: Snapshot): number | null => (typeof a?.id === 'number' ? a.id : null);

/** A contract's address: the name, then the lines its country writes (as the address book showed them). */
function ContractAddress({ address }: { address: Record<string, unknown> }) {
  const stored = Array.isArray(address.addressLines)
    ? address.addressLines.filter((l): l is string => typeof l === 'string')
    : null;
  const name = typeof address.personName === 'string' ? address.personName : null;
  const company = typeof address.company === 'string' ? address.company : null;
  const country = typeof address.country === 'string' ? address.country : null;
  if (!stored) return <AddressLines lines={addressLines(address)} />;
  return (
    <div>
      {name ? <strong>{name}</strong> : null}
      {company ? <div>{company}</div> : null}
      <AddressLines lines={stored} country={country} />
    </div>
  );
}

/** One saved address as a choice: the name and the address in its country's lines. */
function Choice({ address }: { address: SavedAddress }) {
  return (
    <span className={styles.addressChoice}>
      <strong>{address.personName}</strong>
      {address.company ? <span>{address.company}</span> : null}
      <AddressLines lines={address.addressLines} country={address.country} />
    </span>
  );
}

/**
 * The checkout's shipping and billing addresses (decision 042): the contract starts with the buyer's
 * defaults; the buyer picks another saved address from a list or adds one in the address book's
 * dialog, and the choice is written to the contract on the server. Without a shipping address the
 * buyer is asked to add one (and cannot pay).
 */
export function CheckoutAddresses({ contract }: { contract: TradeContractDetail }) {
  const { t } = useTranslation();
  const site = useSite();
  const book = useAddressList();
  const update = useUpdateContractAddress();
  const [choosing, setChoosing] = useState<AddressType | null>(null);
  const [adding, setAdding] = useState<AddressType | null>(null);
  const groupName = useId();

  const selected = contract.selectedAddress;
  const billing = contract.billingAddress;
  const selectedId = savedId(selected);
  const billingId = savedId(billing);
  const delivers = (a: SavedAddress) =>
    (ADDRESS_SITE_RULES[site.code].shippingCountries as readonly string[]).includes(a.country);
  const enabled = (book.data ?? []).filter((a) => a.addressStatus === 'ENABLED');
  const shippingBook = enabled.filter((a) => a.addressType === 'SHIPPING' && delivers(a));
  const billingBook = enabled.filter((a) => a.addressType === 'BILLING');
  const shippingOpen = choosing === 'SHIPPING' || !selected;
  // The choice shows at once; the contract's answer follows (and a failure puts the old one back).
  const asked = update.isPending ? update.variables : undefined;
  const shownShipping = asked?.selectedAddressId ?? selectedId;
  const shownBilling =
    asked && asked.billingAddressId !== undefined
      ? (asked.billingAddressId ?? SAME_AS_SHIPPING)
      : (billingId ?? (billing ? null : SAME_AS_SHIPPING));

  const choose = (change: Omit<UpdateTradeContractAddressInput, 'id'>) =>
    update.mutate(
      { id: contract.id, ...change },
      {
        onSuccess: () => {
          setChoosing(null);
          toast.success(t('payments.checkout.addressChanged'));
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );

  const onSaved = (type: AddressType, saved: SavedAddress) => {
    if (type === 'SHIPPING') {
      if (delivers(saved)) choose({ selectedAddressId: saved.id });
    } else if (selectedId !== null) choose({ selectedAddressId: selectedId, billingAddressId: saved.id });
  };

  const addButton = (type: AddressType) => (
    <PlainButton
      icon={<PlusOutlined aria-hidden="true" />}
      onClick={() => setAdding(type)}
      disabled={update.isPending}
    >
      {t(type === 'SHIPPING' ? 'payments.checkout.addShipping' : 'payments.checkout.addBilling')}
    </PlainButton>
  );
  const toggle = (type: AddressType, headingId: string) => (
    <PlainButton
      kind="link"
      className={styles.linkButton}
      aria-expanded={choosing === type}
      aria-describedby={headingId}
      onClick={() => setChoosing(choosing === type ? null : type)}
    >
      {t(choosing === type ? 'payments.checkout.doneChoosing' : 'payments.checkout.change')}
    </PlainButton>
  );

  return (
    <>
      <section className={styles.section} aria-labelledby="checkout-shipping">
        <div className={styles.sectionHead}>
          <h2 id="checkout-shipping" className={styles.sectionTitle}>
            {t('payments.checkout.shipping')}
          </h2>
          {selected ? toggle('SHIPPING', 'checkout-shipping') : null}
        </div>
        {selected ? (
          <div data-testid="checkout-shipping-address">
            <ContractAddress address={selected} />
          </div>
        ) : (
          <Notice type="warning">{t('checkoutErrors.addressRequired')}</Notice>
        )}
        {shippingOpen ? (
          book.isPending ? (
            <SkeletonLines rows={2} />
          ) : book.isError ? (
            <ErrorAlert error={book.error} onRetry={() => void book.refetch()} />
          ) : (
            <div className={styles.addressChoices}>
              {shippingBook.length ? (
                <div
                  role="radiogroup"
                  aria-label={t('payments.checkout.chooseShipping')}
                  className={styles.choiceList}
                >
                  {shippingBook.map((a) => (
                    <label key={a.id} className={`${controlStyles.choice} ${styles.cardOption}`}>
                      <input
                        type="radio"
                        name={`${groupName}-shipping`}
                        value={a.id}
                        checked={shownShipping === a.id}
                        disabled={update.isPending}
                        onChange={() => choose({ selectedAddressId: a.id })}
                      />
                      <Choice address={a} />
                    </label>
                  ))}
                </div>
              ) : null}
              <div>{addButton('SHIPPING')}</div>
            </div>
          )
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="checkout-billing">
        <div className={styles.sectionHead}>
          <h2 id="checkout-billing" className={styles.sectionTitle}>
            {t('payments.checkout.billing')}
          </h2>
          {selectedId !== null ? toggle('BILLING', 'checkout-billing') : null}
        </div>
        {billing ? (
          <div data-testid="checkout-billing-address">
            <ContractAddress address={billing} />
          </div>
        ) : (
          <p className={styles.note}>{t('payments.checkout.sameAsShipping')}</p>
        )}
        {choosing === 'BILLING' && selectedId !== null ? (
          <div className={styles.addressChoices}>
            <div
              role="radiogroup"
              aria-label={t('payments.checkout.chooseBilling')}
              className={styles.choiceList}
            >
              <label className={`${controlStyles.choice} ${styles.cardOption}`}>
                <input
                  type="radio"
                  name={`${groupName}-billing`}
                  value={SAME_AS_SHIPPING}
                  checked={shownBilling === SAME_AS_SHIPPING}
                  disabled={update.isPending}
                  onChange={() => choose({ selectedAddressId: selectedId, billingAddressId: null })}
                />
                <span>{t('payments.checkout.sameAsShipping')}</span>
              </label>
              {billingBook.map((a) => (
                <label key={a.id} className={`${controlStyles.choice} ${styles.cardOption}`}>
                  <input
                    type="radio"
                    name={`${groupName}-billing`}
                    value={a.id}
                    checked={shownBilling === a.id}
                    disabled={update.isPending}
                    onChange={() => choose({ selectedAddressId: selectedId, billingAddressId: a.id })}
                  />
                  <Choice address={a} />
                </label>
              ))}
            </div>
            <div>{addButton('BILLING')}</div>
          </div>
        ) : null}
      </section>
      {adding ? (
        <AntdScope fallback={null}>
          <LazyAddressFormModal
            open
            type={adding}
            onClose={() => setAdding(null)}
            onSaved={(saved) => onSaved(adding, saved)}
          />
        </AntdScope>
      ) : null}
    </>
  );
}
