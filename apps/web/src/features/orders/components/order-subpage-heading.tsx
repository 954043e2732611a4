import { LeftOutlined } from '@ant-design/icons';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { to } from '../../../app/paths.ts';
import styles from './order-subpage-heading.module.css';

interface OrderSubpageHeadingProps {
  orderId: string | number;
  title: string;
  /** Focus target after an action (the page moves focus to its heading). */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** The heading of a page under one order (confirm receipt, tracking): a link back to the order and the title. */
export function OrderSubpageHeading({ orderId, title, titleRef, children }: OrderSubpageHeadingProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.heading}>
      <Link to={to('orderDetail', { orderId })} className={styles.back}>
        <LeftOutlined aria-hidden="true" />
        {t('orders.detail.title')}
      </Link>
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
        {title}
      </h1>
      {children}
    </div>
  );
}
