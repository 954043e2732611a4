import { createCardSchema } from '@kontor/domain/cards/cards-schemas';
import { providerCountry } from '@kontor/domain/payments/provider-money';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useCardProvider } from '../api/card-provider.ts';
import { useCreateCard } from '../api/create-card.ts';
import { CARDS_KEY } from '../api/keys.ts';
import { useCardSetupPoll } from '../api/query-one-card.ts';
import {
  billingOf,
  CARD_COUNTRIES,
  type CardFormValues,
  CLEARED_BY_COUNTRY,
  createCardPayload,
  emptyCardFieldKeys,
} from '../model/card-form.ts';
import { CardFields, type CardFieldsHandle } from './card-fields.tsx';
import styles from './cards.module.css';

interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The add-card dialog (spec §2 "add card", §5 "Card form", §4 card setup): validate, create the card,
 * confirm it in the provider's fields (3-D Secure may follow there), then poll until payCenterToken
 * appears ("添加成功") or give up with the timeout warning. Not closable by clicking the mask.
 */
export function AddCardDialog({ open, onClose }: AddCardDialogProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<CardFormValues>();
  const provider = useCardProvider();
  const create = useCreateCard();
  const queryClient = useQueryClient();
  const fields = useRef<CardFieldsHandle>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pollId, setPollId] = useState<number | null>(null);
  const poll = useCardSetupPoll(pollId);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return CARD_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [i18n.language]);

  useEffect(() => {
    if (pollId === null) return;
    if (poll.outcome === 'saved') {
      toast.success(t('cards.messages.added'));
      void queryClient.invalidateQueries({ queryKey: CARDS_KEY });
      setPollId(null);
      setBusy(false);
      onClose();
    } else if (poll.outcome === 'timeout') {
      toast.warning(t('cards.messages.setupTimeout'));
      setPollId(null);
      setBusy(false);
    } else if (poll.outcome === 'failed') {
      // Spec §8: other setup errors are not shown; the loading just stops.
      setPollId(null);
      setBusy(false);
    }
  }, [poll.outcome, pollId, queryClient, onClose, t]);

  const submit = async () => {
    setFieldsError(null);
    const handle = fields.current;
    const cardProblem = (() => {
      if (!handle?.ready()) return t('cards.form.providerNotReady');
      const empty = emptyCardFieldKeys(handle.report());
      if (empty.length) return empty.map((k) => t(k)).join(' ');
      // Filled but not valid: the provider's fields show their own message.
      return handle.report().error ? '' : null;
    })();
    let values: CardFormValues;
    try {
      values = await form.validateFields();
    } catch {
      if (cardProblem) setFieldsError(cardProblem);
      return;
    }
    if (cardProblem !== null) {
      setFieldsError(cardProblem || null);
      return;
    }
    setBusy(true);
    try {
      const { id, clientSecret } = await create.mutateAsync(createCardPayload(values));
      const confirmed = await handle!.confirmSetup(clientSecret, billingOf(values));
      if (!confirmed.ok) {
        setFieldsError(confirmed.message || t('cards.messages.notSaved'));
        setBusy(false);
        return;
      }
      setPollId(id);
    } catch (e) {
      if (isApiError(e) && e.fields.length > 0)
        form.setFields(e.fields.map((f) => ({ name: f.path as keyof CardFormValues, errors: [f.message] })));
      setBusy(false);
    }
  };

  const rule = (field: keyof CardFormValues) => [zodRule(createCardSchema, field)];

  return (
    <Modal
      open={open}
      title={t('cards.add.title')}
      mask={{ closable: false }}
      keyboard={!busy}
      closable={!busy}
      onCancel={onClose}
      destroyOnHidden
      okText={t('cards.add.save')}
      cancelText={t('cards.add.cancel')}
      confirmLoading={busy}
      cancelButtonProps={{ disabled: busy }}
      onOk={() => void submit()}
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ country: providerCountry(currentSite()) }}
        onValuesChange={(changed: Partial<CardFormValues>) => {
          if ('country' in changed)
            form.setFieldsValue(Object.fromEntries(CLEARED_BY_COUNTRY.map((k) => [k, undefined])));
        }}
        className={styles.cardForm}
      >
        <fieldset className={styles.cardFieldset}>
          <legend className={styles.legend}>{t('cards.form.card')}</legend>
          <CardFields
            ref={fields}
            config={provider.data}
            configFailed={provider.isError}
            error={fieldsError}
            onReport={() => setFieldsError(null)}
          />
        </fieldset>
        <Form.Item
          name="cardHolderName"
          label={t('cards.form.cardHolderName')}
          rules={rule('cardHolderName')}
          required
        >
          <Input autoComplete="cc-name" maxLength={34} />
        </Form.Item>
        <div className={styles.pair}>
          <Form.Item name="mobile" label={t('cards.form.mobile')} rules={rule('mobile')} required>
            <Input type="tel" autoComplete="tel" maxLength={20} />
          </Form.Item>
          <Form.Item name="email" label={t('cards.form.email')} rules={rule('email')} required>
            <Input type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
        </div>
        <Form.Item name="country" label={t('cards.form.country')} rules={rule('country')} required>
          <Select options={countries} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="address" label={t('cards.form.address')} rules={rule('address')} required>
          <Input placeholder={t('cards.form.addressHint')} maxLength={200} autoComplete="address-level1" />
        </Form.Item>
        <div className={styles.pair}>
          <Form.Item name="street" label={t('cards.form.street')} rules={rule('street')} required>
            <Input autoComplete="address-line1" maxLength={200} />
          </Form.Item>
          <Form.Item
            name="houseNumber"
            label={t('cards.form.houseNumber')}
            rules={rule('houseNumber')}
            required
          >
            <Input maxLength={35} />
          </Form.Item>
        </div>
        <Form.Item name="zipCode" label={t('cards.form.zipCode')} rules={rule('zipCode')} required>
          <Input autoComplete="postal-code" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
