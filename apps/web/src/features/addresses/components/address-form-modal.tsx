import type { SavedAddress } from '@kontor/domain/addresses/address-responses';
import type { AddressType } from '@kontor/domain/addresses/address-rules';
import { Alert, Button, Drawer, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { type AddressFormValues, newValues, savedValues, toPayload } from '../model/address-form-values.ts';
import { AddressForm } from './address-form.tsx';
import styles from './addresses.module.css';

/** Spec §2: the address modal is 720 wide. */
export const ADDRESS_MODAL_WIDTH = 720;

const FIELD_NAMES = [
  'gender',
  'firstName',
  'lastName',
  'personName',
  'areaCode',
  'personPhone',
  'email',
  'company',
  'taxCode',
  'eori',
  'country',
  'postalCode',
  'poiName',
  'houseNo',
  'detailAddress',
  'hearFrom',
  'taxDocument',
  'importScheme',
  'isCorporate',
] as const;

interface AddressFormModalProps {
  open: boolean;
  type: AddressType;
  /** The address to edit; none for a new one. */
  address?: SavedAddress | null;
  onClose: () => void;
  onSaved?: (address: SavedAddress) => void;
}

/**
 * The address create/edit dialog (spec §2, §4): 720 wide, titled new or edit shipping (or billing)
 * address; a bottom sheet on a phone. Saving locks the form; a failure releases it and shows the
 * server's field messages inline.
 */
export function AddressFormModal({ open, type, address, onClose, onSaved }: AddressFormModalProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const site = useSite().code;
  const [form] = Form.useForm<AddressFormValues>();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const editing = !!address;
  const title = t(
    type === 'SHIPPING'
      ? editing
        ? 'addresses.modal.editShipping'
        : 'addresses.modal.newShipping'
      : editing
        ? 'addresses.modal.editBilling'
        : 'addresses.modal.newBilling',
  );

  const submit = (values: AddressFormValues) => {
    setFailure(null);
    const payload = toPayload({ ...form.getFieldsValue(true), ...values }, site, type);
    const done = {
      onSuccess: (saved: SavedAddress) => {
        toast.success(t('addresses.saved'));
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => {
        if (!applyServerFieldErrors(form, error, FIELD_NAMES)) setFailure(t('addresses.saveFailed'));
      },
    };
    if (address) update.mutate({ ...payload, id: address.id }, done);
    else create.mutate(payload, done);
  };

  const body = (
    <AddressForm
      key={address?.id ?? `new-${type}`}
      form={form}
      site={site}
      type={type}
      initialValues={address ? savedValues(address) : newValues(site, type)}
      isDefaultAlready={!!address?.isDefault}
      locked={saving}
      onFinish={submit}
    >
      {failure ? <Alert type="error" showIcon title={failure} className={styles.failure} /> : null}
    </AddressForm>
  );
  const footer = (
    <div className={styles.footer}>
      <Button onClick={onClose} disabled={saving}>
        {t('addresses.cancel')}
      </Button>
      <Button type="primary" loading={saving} onClick={() => form.submit()}>
        {t('addresses.save')}
      </Button>
    </div>
  );

  if (mobile) {
    return (
      <Drawer
        open={open}
        placement="bottom"
        size="92%"
        title={title}
        onClose={onClose}
        footer={footer}
        destroyOnHidden
        maskClosable={!saving}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      width={ADDRESS_MODAL_WIDTH}
      title={title}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      maskClosable={false}
      closable={!saving}
    >
      {body}
    </Modal>
  );
}
