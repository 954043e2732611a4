import { CATEGORY_CODES } from '@kontor/domain/catalog/catalog-codes';
import {
  isValidIban,
  isValidVat,
  MERCHANT_ERRORS,
  type MerchantCompanyInput,
  merchantCompanyFields,
} from '@kontor/domain/merchant/merchant-application';
import { SITE_CODES, type SiteCode } from '@kontor/domain/sites';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { useSubmitApplication } from '../api/submit-application.ts';
import styles from './company-form.module.css';
import { DocumentUploader } from './document-uploader.tsx';

type Field = Exclude<keyof MerchantCompanyInput, 'documents'>;
const FIELD_NAMES = Object.keys(merchantCompanyFields.shape);

/** The country's name in the page's language (the UK storefront is GB). */
const countryName = (code: SiteCode, language: string) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code === 'UK' ? 'GB' : code) ?? code;

/**
 * Step one of `/merchant/apply`: the company, its address and contact, the bank account (IBAN with
 * check digits) and the documents; the VAT number is checked for the chosen country.
 */
export function CompanyForm({
  initial,
  onSubmitted,
}: {
  initial?: Partial<MerchantCompanyInput>;
  onSubmitted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<MerchantCompanyInput>();
  const submit = useSubmitApplication();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const rule = (field: Field) => zodRule(merchantCompanyFields, field);
  const text = (field: Field, max: number, autoComplete?: string) => (
    <Form.Item name={field} label={t(`merchant.apply.fields.${field}`)} rules={[rule(field)]} validateFirst>
      <Input maxLength={max} autoComplete={autoComplete} />
    </Form.Item>
  );

  const onFinish = (values: MerchantCompanyInput) =>
    submit.mutate(values, {
      onSuccess: onSubmitted,
      onError: (error) => applyServerFieldErrors(form, error, FIELD_NAMES),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ country: 'DE', documents: [], ...initial }}
      onFinish={onFinish}
      onFieldsChange={onFieldsChange}
      scrollToFirstError
      requiredMark={false}
    >
      {announcer}
      <fieldset className={styles.group}>
        <legend>{t('merchant.apply.sections.company')}</legend>
        {text('legalName', 200, 'organization')}
        {text('registrationNumber', 50)}
        <Form.Item name="country" label={t('merchant.apply.fields.country')} rules={[rule('country')]}>
          <Select
            options={SITE_CODES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
            onChange={() => form.getFieldValue('vatNumber') && void form.validateFields(['vatNumber'])}
          />
        </Form.Item>
        <Form.Item
          name="vatNumber"
          label={t('merchant.apply.fields.vatNumber')}
          extra={t('merchant.apply.vatHint')}
          dependencies={['country']}
          validateFirst
          rules={[
            rule('vatNumber'),
            {
              validator: async (_r, v: string) => {
                if (v && !isValidVat(form.getFieldValue('country'), v))
                  throw new Error(t(MERCHANT_ERRORS.vat));
              },
            },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="category" label={t('merchant.apply.fields.category')} rules={[rule('category')]}>
          <Select
            placeholder={t('merchant.apply.choose')}
            options={CATEGORY_CODES.map((c) => ({ value: c, label: t(`catalog.category.${c}`) }))}
          />
        </Form.Item>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('merchant.apply.sections.address')}</legend>
        <div className={styles.row}>
          {text('street', 120, 'address-line1')}
          {text('houseNo', 20)}
        </div>
        <div className={styles.row}>
          {text('postalCode', 12, 'postal-code')}
          {text('city', 80, 'address-level2')}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('merchant.apply.sections.contact')}</legend>
        {text('contactName', 100, 'name')}
        <div className={styles.row}>
          {text('contactEmail', 200, 'email')}
          {text('contactPhone', 30, 'tel')}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('merchant.apply.sections.bank')}</legend>
        {text('accountHolder', 140)}
        <Form.Item
          name="iban"
          label={t('merchant.apply.fields.iban')}
          validateFirst
          rules={[
            rule('iban'),
            {
              validator: async (_r, v: string) => {
                if (v && !isValidIban(v)) throw new Error(t(MERCHANT_ERRORS.iban));
              },
            },
          ]}
        >
          <Input maxLength={42} autoComplete="off" spellCheck={false} />
        </Form.Item>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('merchant.apply.sections.documents')}</legend>
        <Form.Item
          name="documents"
          label={t('merchant.apply.fields.documents')}
          rules={[zodRule(merchantCompanyFields, 'documents')]}
        >
          <DocumentUploader />
        </Form.Item>
      </fieldset>

      {submit.isError && !applyServerFieldErrorsShown(submit.error) ? (
        <ErrorAlert error={submit.error} />
      ) : null}
      <Button type="primary" htmlType="submit" size="large" loading={submit.isPending}>
        {t('merchant.apply.submit')}
      </Button>
    </Form>
  );
}

/** A failure naming fields shows beside them; anything else above the button. */
function applyServerFieldErrorsShown(error: unknown): boolean {
  return !!(error as { fields?: unknown[] })?.fields?.length;
}
