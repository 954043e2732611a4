import {
  ADDRESS_LIMITS,
  ADDRESS_SITE_RULES,
  type AddressType,
  CALLING_CODE_COUNTRY,
  nameInputMax,
} from '@kontor/domain/addresses/address-rules';
import { addressRulesFor, areaCodesFor } from '@kontor/domain/addresses/address-schemas';
import type { AddressPath } from '@kontor/domain/addresses/region-schemas';
import { SITES, type SiteCode } from '@kontor/domain/sites';
import { Checkbox, Form, type FormInstance, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { usePagingRegion } from '../api/paging-region.ts';
import { type AddressFormValues, countriesFor, regionOf, toPayload } from '../model/address-form-values.ts';
import { AddressAutocomplete } from './address-autocomplete.tsx';
import { countryName } from './address-lines.tsx';
import styles from './addresses.module.css';
import { RegionPicker } from './region-picker.tsx';
import { TaxDocumentInput } from './tax-document-input.tsx';

/** Countries that write the house number before the street ("221B Baker Street", "12 rue …"). */
const NUMBER_FIRST = new Set(['GB', 'IE', 'FR', 'LU']);

/** Street and house number on one line, in the country's order. */
function joinStreet(country: string, street: string, houseNo: string | null): string {
  if (!houseNo || !street) return street;
  return NUMBER_FIRST.has(country) ? `${houseNo} ${street}` : `${street} ${houseNo}`;
}

/** The storefront's own country first, the others by their name in the reader's language. */
function countryOptions(site: SiteCode, type: AddressType, language: string) {
  const own = SITES[site].country;
  return countriesFor(site, type)
    .map((c) => ({ value: c, label: countryName(c, language) }))
    .sort(
      (a, b) => Number(b.value === own) - Number(a.value === own) || a.label.localeCompare(b.label, language),
    );
}

type Field = Extract<keyof AddressFormValues, string>;

interface AddressFormProps {
  form: FormInstance<AddressFormValues>;
  site: SiteCode;
  type: AddressType;
  initialValues: AddressFormValues;
  /** The address is the default already: its checkbox stays ticked and disabled (spec §4). */
  isDefaultAlready: boolean;
  /** Saving locks the form (spec §4). */
  locked: boolean;
  onFinish: (values: AddressFormValues) => void;
  children?: ReactNode;
}

/**
 * The fields of spec §3 "Address" with the rules of spec §5 for the storefront and type, each field
 * checked by the shared schema (`addressRulesFor`) with the whole form's values, so cross-field rules
 * (name total, street and house number, postcode per country, the UK tax rule) speak at their field.
 */
export function AddressForm(props: AddressFormProps) {
  const { form, site, type, initialValues, isDefaultAlready, locked, onFinish, children } = props;
  const { t, i18n } = useTranslation();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const rules = addressRulesFor(site, type);
  const siteRules = ADDRESS_SITE_RULES[site];
  const shipping = type === 'SHIPPING';
  const twoField = siteRules.twoFieldStreet;
  const firstName = Form.useWatch('firstName', form) ?? '';
  const lastName = Form.useWatch('lastName', form) ?? '';
  const country = Form.useWatch('country', form);
  const regions = usePagingRegion(i18n.language).data?.data;
  const region = regions?.find((r) => r.regionShortName === country);
  useEffect(() => {
    if (region) form.setFieldValue('region', regionOf(region));
  }, [form, region]);
  // Province and city come from the picker's value: their rules speak at the picker.
  const pathRule = (field: 'province' | 'city') =>
    zodRule(rules, field, {
      onlyThisField: true,
      payload: (value) =>
        toPayload({ ...form.getFieldsValue(true), path: value as AddressPath | undefined }, site, type),
    });
  const rule = (field: Field) =>
    zodRule(rules, field as never, {
      onlyThisField: true,
      payload: (value) => toPayload({ ...form.getFieldsValue(true), [field]: value }, site, type),
    });
  const yesNo = [
    { value: true, label: t('addresses.fields.yes') },
    { value: false, label: t('addresses.fields.no') },
  ];

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={onFinish}
      onFieldsChange={onFieldsChange}
      onValuesChange={(changed: Partial<AddressFormValues>) => {
        if (changed.country) form.setFieldValue('path', {});
        // A new country brings its calling code while no phone number is typed yet.
        const code = Object.entries(CALLING_CODE_COUNTRY).find(([, c]) => c === changed.country)?.[0];
        if (code && areaCodesFor(site, type).includes(code) && !form.getFieldValue('personPhone'))
          form.setFieldValue('areaCode', code);
      }}
      disabled={locked}
      className={styles.form}
      scrollToFirstError
    >
      {announcer}
      <Form.Item name="gender" label={t('addresses.fields.gender')} rules={[rule('gender')]}>
        <Radio.Group
          aria-label={t('addresses.fields.gender')}
          options={[
            { value: 'FEMALE', label: t('addresses.fields.genderFemale') },
            { value: 'MALE', label: t('addresses.fields.genderMale') },
            { value: 'UN_KNOW', label: t('addresses.fields.genderUnknown') },
          ]}
        />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item
          name="firstName"
          label={t('addresses.fields.firstName')}
          rules={[rule('firstName')]}
          dependencies={['lastName']}
          className={styles.grow}
        >
          <Input autoComplete="given-name" maxLength={shipping ? nameInputMax(lastName) : 200} />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={t('addresses.fields.lastName')}
          rules={[rule('lastName')]}
          dependencies={['firstName']}
          className={styles.grow}
          extra={shipping ? t('addresses.fields.nameHint') : undefined}
        >
          <Input autoComplete="family-name" maxLength={shipping ? nameInputMax(firstName) : 200} />
        </Form.Item>
      </div>
      <Form.Item name="company" label={t('addresses.fields.company')}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item name="country" label={t('addresses.fields.country')} rules={[rule('country')]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={countryOptions(site, type, i18n.language)}
        />
      </Form.Item>
      <Form.Item name="path" rules={[pathRule('province'), pathRule('city')]} dependencies={['country']}>
        <RegionPicker regionId={region?.id} addressLevel={region?.addressLevel} remember />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item
          name="poiName"
          label={twoField ? t('addresses.fields.street') : t('addresses.fields.streetAndNumber')}
          rules={[rule('poiName')]}
          dependencies={twoField ? ['houseNo'] : []}
          className={styles.grow}
        >
          <AddressAutocomplete
            country={country ?? undefined}
            onPlace={(place) => {
              const path: AddressPath = form.getFieldValue('path') ?? {};
              // What the buyer typed in this field was street and place: the street part stays here
              // (with its number on the one-field layout), the place goes to the picker (decision 064).
              const street = place.street ?? '';
              form.setFieldsValue({
                poiName: twoField
                  ? street
                  : joinStreet(place.country ?? country ?? '', street, place.houseNo),
                ...(twoField && place.houseNo ? { houseNo: place.houseNo } : {}),
                ...(place.postalCode ? { postalCode: place.postalCode } : {}),
                addressLatitude: place.latitude,
                addressLongitude: place.longitude,
              });
              // setFieldValue, not setFieldsValue: the latter merges objects, and a city chosen after
              // a city district would keep the old district (decision 069).
              if (place.path) form.setFieldValue('path', place.path);
              else if (place.city && !path.city) form.setFieldValue('path', { ...path, city: place.city });
              const filled: Field[] = place.postalCode ? ['postalCode', 'path'] : ['path'];
              void form.validateFields(filled).catch(() => undefined);
            }}
          />
        </Form.Item>
        {twoField ? (
          <Form.Item
            name="houseNo"
            label={t('addresses.fields.houseNo')}
            rules={[rule('houseNo')]}
            className={styles.houseNo}
          >
            <Input maxLength={20} />
          </Form.Item>
        ) : null}
      </div>
      <Form.Item
        name="detailAddress"
        label={t('addresses.fields.detailAddress')}
        rules={[rule('detailAddress')]}
      >
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Form.Item
        name="postalCode"
        label={t('addresses.fields.postalCode')}
        rules={[rule('postalCode')]}
        dependencies={['country']}
      >
        <Input autoComplete="postal-code" maxLength={20} className={styles.postcode} />
      </Form.Item>
      <Form.Item label={t('addresses.fields.phone')} required={false}>
        <div className={styles.phone}>
          <Form.Item name="areaCode" noStyle rules={[rule('areaCode')]}>
            <Select
              showSearch
              aria-label={t('addresses.fields.areaCode')}
              className={styles.areaCode}
              options={areaCodesFor(site, type).map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item name="personPhone" noStyle rules={[rule('personPhone')]} dependencies={['areaCode']}>
            <Input
              type="tel"
              autoComplete="tel-national"
              aria-label={t('addresses.fields.phone')}
              maxLength={ADDRESS_LIMITS.phone}
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="email" label={t('addresses.fields.email')} rules={[rule('email')]}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      {!shipping ? (
        <>
          {country === 'GB' ? (
            <div className={styles.row}>
              <Form.Item
                name="importScheme"
                label={t('addresses.fields.importScheme')}
                className={styles.grow}
              >
                <Radio.Group options={yesNo} aria-label={t('addresses.fields.importScheme')} />
              </Form.Item>
              <Form.Item name="isCorporate" label={t('addresses.fields.isCorporate')} className={styles.grow}>
                <Radio.Group options={yesNo} aria-label={t('addresses.fields.isCorporate')} />
              </Form.Item>
            </div>
          ) : null}
          <Form.Item
            name="taxCode"
            label={t('addresses.fields.taxCode')}
            rules={[rule('taxCode')]}
            dependencies={['country', 'importScheme', 'isCorporate']}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="eori" label={t('addresses.fields.eori')} rules={[rule('eori')]}>
            <Input maxLength={17} />
          </Form.Item>
          <Form.Item
            name="taxDocument"
            label={t('addresses.fields.taxDocument')}
            rules={[rule('taxDocument')]}
          >
            <TaxDocumentInput />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="hearFrom" label={t('addresses.fields.hearFrom')} rules={[rule('hearFrom')]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="subscribe" valuePropName="checked" className={styles.check}>
        <Checkbox>{t('addresses.fields.subscribe')}</Checkbox>
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked" className={styles.check}>
        <Checkbox disabled={isDefaultAlready || locked}>{t('addresses.fields.isDefault')}</Checkbox>
      </Form.Item>
      {children}
    </Form>
  );
}
