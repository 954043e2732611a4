import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';

/**
 * What the server refused when a form was sent, above its buttons (nothing when all went well).
 * Apart from `parts.tsx`, so the list and the detail's first screen load no antd (decision 071).
 */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert type="error" showIcon role="alert" title={errorMessage(error, t)} style={{ marginBottom: 12 }} />
  );
}
