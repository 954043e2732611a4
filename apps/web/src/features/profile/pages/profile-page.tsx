import type { UserInfo } from '@kontor/domain/profile/profile-responses';
import {
  fillInvitationCodeSchema,
  GENDERS,
  type Gender,
  PROFILE_REWARD_GROWTH,
  PROFILE_REWARD_POINTS,
  updateUserInfoSchema,
} from '@kontor/domain/profile/profile-schemas';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useFillInvitationCode } from '../api/fill-invitation-code.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';
import { useUserInfo } from '../api/user-info.ts';
import { AvatarField } from '../components/avatar-field.tsx';
import styles from '../components/profile.module.css';

/** /buyer/profile: nickname, gender, birthday and avatar (spec §7 `PUT user-info`), and invitation codes. */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const info = useUserInfo();

  return (
    <div className={styles.page}>
      <BackHeading title={t('profile.title')} back={{ to: paths.buyerIndex, label: t('userCentre.back') }} />
      {info.isPending ? (
        <PageSpinner />
      ) : info.isError ? (
        <ErrorAlert error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <ProfileForm info={info.data} />
          <InvitationCard info={info.data} />
        </>
      )}
    </div>
  );
}

interface ProfileValues {
  nickname: string;
  gender?: Gender | null;
  birthday?: string | null;
  avatar?: string | null;
}

function ProfileForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const save = useUpdateUserInfo();
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const nickname = Form.useWatch('nickname', form) ?? info.nickname;
  const reward = { growth: PROFILE_REWARD_GROWTH, points: PROFILE_REWARD_POINTS };

  const onFinish = (values: ProfileValues) => {
    setFormError(null);
    save.mutate(
      {
        nickname: values.nickname,
        gender: values.gender ?? '',
        birthday: values.birthday ?? '',
        avatar: values.avatar ?? '',
      },
      {
        onSuccess: (saved) => {
          toast.success(t('profile.saved'));
          if (saved.rewardGranted) toast.success(t('profile.completion.earned', reward));
        },
        onError: (error) => {
          if (!applyServerFieldErrors(form, error, ['nickname', 'gender', 'birthday', 'avatar']))
            setFormError(error);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="profile-details">
      <h2 id="profile-details" className={styles.cardTitle}>
        {t('profile.details')}
      </h2>
      {info.profileComplete && info.completionRewarded ? (
        <Alert type="success" showIcon className="k-mb-16" title={t('profile.completion.done')} />
      ) : (
        <Alert type="info" showIcon className="k-mb-16" title={t('profile.completion.todo', reward)} />
      )}
      <Form<ProfileValues>
        form={form}
        name="profile"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          nickname: info.nickname,
          gender: info.gender,
          birthday: info.birthday,
          avatar: info.avatar,
        }}
        onFinish={onFinish}
        onFieldsChange={onFieldsChange}
        noValidate
      >
        <Form.Item name="avatar" label={t('profile.avatar.label')}>
          <AvatarField name={nickname} onBusyChange={setUploading} />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('profile.nickname.label')}
          rules={[zodRule(updateUserInfoSchema, 'nickname')]}
          validateTrigger="onBlur"
        >
          <Input autoComplete="nickname" maxLength={40} />
        </Form.Item>
        <Form.Item name="gender" label={t('profile.gender.label')}>
          <Radio.Group className={styles.genders}>
            {GENDERS.map((g) => (
              <Radio key={g} value={g}>
                {t(`profile.gender.${g}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="birthday"
          label={t('profile.birthday.label')}
          rules={[zodRule(updateUserInfoSchema, 'birthday')]}
          validateTrigger="onBlur"
        >
          <Input type="date" className={styles.dateInput} autoComplete="bday" />
        </Form.Item>
        {formError ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(formError, t)} className="k-mb-16" />
        ) : null}
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={uploading}>
          {t('profile.save')}
        </Button>
        {announcer}
      </Form>
    </section>
  );
}

function InvitationCard({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const [form] = Form.useForm<{ invitationCode: string }>();
  const fill = useFillInvitationCode();

  const onFinish = (values: { invitationCode: string }) => {
    fill.mutate(
      { invitationCode: values.invitationCode },
      {
        onSuccess: (done) => toast.success(t('profile.invitation.thanks', { name: done.inviterNickname })),
        onError: (error) => {
          if (!applyServerFieldErrors(form, error, ['invitationCode']))
            form.setFields([{ name: 'invitationCode', errors: [errorMessage(error, t)] }]);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="profile-invitation">
      <h2 id="profile-invitation" className={styles.cardTitle}>
        {t('profile.invitation.title')}
      </h2>
      <p className={styles.intro}>{t('profile.invitation.yours')}</p>
      <div className={styles.codeRow}>
        <span className={styles.code} data-testid="own-invitation-code">
          {info.invitationCode}
        </span>
        <CopyButton text={info.invitationCode} label={t('profile.invitation.copy')} />
      </div>
      {info.invitedAt ? (
        <p className={styles.intro}>
          {t('profile.invitation.filled', { date: formatDate(info.invitedAt, false) })}
        </p>
      ) : (
        <Form
          form={form}
          name="invitation"
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          noValidate
        >
          <div className={styles.inviteForm}>
            <Form.Item
              name="invitationCode"
              label={t('profile.invitation.label')}
              rules={[zodRule(fillInvitationCodeSchema, 'invitationCode')]}
              validateTrigger="onBlur"
              extra={t('profile.invitation.once')}
            >
              <Input autoComplete="off" spellCheck={false} maxLength={32} />
            </Form.Item>
          </div>
          <Button htmlType="submit" loading={fill.isPending}>
            {t('profile.invitation.submit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
