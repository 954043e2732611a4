import { FilePdfOutlined } from '@ant-design/icons';
import type { AdminApplication } from '@kontor/domain/merchant/merchant-responses';
import { Alert, Button, Descriptions, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useAdminReviewApplication } from '../api/admin-review-application.ts';
import { ADMIN_PATHS } from '../model/admin-paths.ts';
import styles from './operator-console.module.css';

/** The operator's review of one application: the company, the documents, approve or reject with a reason. */
export function ApplicationReview({
  application,
  onClose,
}: {
  application: AdminApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const review = useAdminReviewApplication();
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const reasonId = useId();
  const c = application.company;
  const open = application.status === 'AUDIT';

  const decide = (approve: boolean) => {
    if (!approve && !reason.trim()) return setMissingReason(true);
    review.mutate(
      { id: application.id, approve, ...(approve ? {} : { reason: reason.trim() }) },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open
      title={t('merchant.admin.review.title', { name: c.legalName })}
      onCancel={onClose}
      width={720}
      footer={
        open
          ? [
              <Button key="reject" danger loading={review.isPending} onClick={() => decide(false)}>
                {t('merchant.admin.review.reject')}
              </Button>,
              <Button key="approve" type="primary" loading={review.isPending} onClick={() => decide(true)}>
                {t('merchant.admin.review.approve')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose}>
                {t('common.close')}
              </Button>,
            ]
      }
    >
      <Descriptions column={1} size="small" bordered className={styles.facts}>
        <Descriptions.Item label={t('merchant.admin.applicant')}>
          {application.applicantEmail}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.nav.log')}>
          <Link to={`${ADMIN_PATHS.log}?applicantId=${application.applicantId}`}>
            {t('merchant.admin.log.ofApplicant')}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.admin.submitted')}>
          {formatDate(application.submittedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.apply.fields.legalName')}>{c.legalName}</Descriptions.Item>
        <Descriptions.Item label={t('merchant.apply.fields.registrationNumber')}>
          {c.registrationNumber}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.apply.fields.vatNumber')}>{c.vatNumber}</Descriptions.Item>
        <Descriptions.Item label={t('merchant.apply.sections.address')}>
          {companyAddress(c)}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.apply.sections.contact')}>
          {`${c.contactName} · ${c.contactEmail} · ${c.contactPhone}`}
        </Descriptions.Item>
        <Descriptions.Item
          label={t('merchant.apply.fields.iban')}
        >{`${c.iban} (${c.accountHolder})`}</Descriptions.Item>
        <Descriptions.Item label={t('merchant.apply.fields.category')}>
          {t(`catalog.category.${c.category}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.apply.fields.documents')}>
          {application.documents.length ? (
            <ul className={styles.docs}>
              {application.documents.map((d) => (
                <li key={d.url}>
                  <FilePdfOutlined aria-hidden="true" />{' '}
                  <a href={d.url} target="_blank" rel="noreferrer">
                    {d.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            t('merchant.admin.noDocuments')
          )}
        </Descriptions.Item>
        {application.rejectReason ? (
          <Descriptions.Item label={t('merchant.apply.reason')}>{application.rejectReason}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {open ? (
        <div className={styles.reasonField}>
          <label htmlFor={reasonId}>{t('merchant.admin.review.reason')}</label>
          <Input.TextArea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            status={missingReason ? 'error' : undefined}
            aria-invalid={missingReason || undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissingReason(false);
            }}
          />
          <div role="alert" className={styles.fieldError}>
            {missingReason ? t('merchant.admin.errors.reason') : null}
          </div>
        </div>
      ) : null}
      {review.isError ? <Alert type="error" showIcon message={errorMessage(review.error, t)} /> : null}
    </Modal>
  );
}

/** The company's address on one line: street and number, postcode and city (district), province, country. */
export function companyAddress(c: AdminApplication['company']): string {
  const city = c.district ? `${c.city} (${c.district})` : c.city;
  return [`${c.street} ${c.houseNo}`, `${c.postalCode} ${city}`, c.province, c.country]
    .filter(Boolean)
    .join(', ');
}
