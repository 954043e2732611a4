import type { AddressPath } from '@kontor/domain/addresses/region-schemas';
import { CATEGORY_CODES } from '@kontor/domain/catalog/catalog-codes';
import {
  companyAddressCountry,
  companyPostcodeError,
  isValidIban,
  isValidVat,
  MERCHANT_ERRORS,
  type MerchantCompanyInput,
  merchantCompanyFields,
} from '@kontor/domain/merchant/merchant-application';
import { SITE_CODES, type SiteCode } from '@kontor/domain/sites';
import { Button, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { RegionPicker, usePagingRegion } from '../../addresses/index.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import styles from './company-form.module.css';
import { DocumentUploader } from './document-uploader.tsx';

/** The company's place fields: the address picker's value in the form, the company's own on the wire. */
const PLACE_FIELDS = ['provinceId', 'province', 'cityId', 'city', 'districtId', 'district'] as const;
type PlaceField = (typeof PLACE_FIELDS)[number];
type Field = Exclude<keyof MerchantCompanyInput, 'documents' | PlaceField>;
export type CompanyFormValues = Omit<MerchantCompanyInput, PlaceField> & { path?: AddressPath };
const FIELD_NAMES = [...Object.keys(merchantCompanyFields.shape), 'path'];

/** The picker's value of a company (a rejected application opened again), and back. */
export function pathOfCompany(c: Partial<MerchantCompanyInput>): AddressPath {
  return {
    ...(c.provinceId ? { provinceId: Number(c.provinceId), province: c.province } : {}),
    ...(c.cityId ? { cityId: Number(c.cityId), city: c.city } : {}),
    ...(c.districtId ? { regionId: Number(c.districtId), region: c.district } : {}),
  };
}

export function companyOfValues({ path, ...values }: CompanyFormValues): MerchantCompanyInput {
  const p = path ?? {};
  return {
    ...values,
    provinceId: p.provinceId as number,
    province: p.province ?? '',
    cityId: p.cityId as number,
    city: p.city ?? '',
    ...(p.regionId ? { districtId: p.regionId, district: p.region ?? '' } : {}),
  };
}

/** A server's field error about a place speaks at the picker. */
function placeErrorsAtPicker(form: FormInstance, error: unknown): void {
  const fields = (error as { fields?: { path: string; message: string }[] })?.fields ?? [];
  const place = fields.find((f) => (PLACE_FIELDS as readonly string[]).includes(f.path));
  if (place) form.setFields([{ name: 'path', errors: [place.message] }]);
}

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
  const [form] = Form.useForm<CompanyFormValues>();
  const country: SiteCode = Form.useWatch('country', form) ?? initial?.country ?? 'DE';
  const regions = usePagingRegion(i18n.language).data?.data;
  const region = regions?.find((r) => r.regionShortName === companyAddressCountry(country));
  const submit = useSubmitApplication();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const rule = (field: Field) => zodRule(merchantCompanyFields, field);
  const text = (field: Field, max: number, autoComplete?: string) => (
    <Form.Item name={field} label={t(`merchant.apply.fields.${field}`)} rules={[rule(field)]} validateFirst>
      <Input maxLength={max} autoComplete={autoComplete} />
    </Form.Item>
  );

  const onFinish = (values: CompanyFormValues) =>
    submit.mutate(companyOfValues(values), {
      onSuccess: onSubmitted,
      onError: (error) => {
        applyServerFieldErrors(form, error, FIELD_NAMES);
        placeErrorsAtPicker(form, error);
      },
    });
  const {
    provinceId: _p,
    province: _pn,
    cityId: _c,
    city: _cn,
    districtId: _d,
    district: _dn,
    ...rest
  } = initial ?? {};

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ country: 'DE', documents: [], ...rest, path: pathOfCompany(initial ?? {}) }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<CompanyFormValues>) => {
        // Another country: the picked places and the postcode's rule belong to the former one.
        if (changed.country) {
          form.setFieldValue('path', {});
          if (form.getFieldValue('postalCode')) void form.validateFields(['postalCode']);
        }
      }}
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
        <p className={styles.note}>
          {t('merchant.apply.addressCountry', { country: countryName(country, i18n.language) })}
        </p>
        <Form.Item
          name="path"
          dependencies={['country']}
          rules={[
            {
              validator: async (_r, path: AddressPath | undefined) => {
                if (!path?.provinceId) throw new Error(t('addresses.errors.provinceRequired'));
                if (!path.cityId) throw new Error(t('addresses.errors.cityRequired'));
              },
            },
          ]}
        >
          <RegionPicker regionId={region?.id} addressLevel={3} />
        </Form.Item>
        <div className={styles.row}>
          {text('street', 120, 'address-line1')}
          {text('houseNo', 20)}
        </div>
        <div className={styles.short}>
          <Form.Item
            name="postalCode"
            label={t('merchant.apply.fields.postalCode')}
            dependencies={['country']}
            validateFirst
            rules={[
              rule('postalCode'),
              {
                validator: async (_r, v: string) => {
                  const problem = v ? companyPostcodeError(form.getFieldValue('country'), v) : null;
                  if (problem) throw new Error(t(problem));
                },
              },
            ]}
          >
            <Input maxLength={12} autoComplete="postal-code" />
          </Form.Item>
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
