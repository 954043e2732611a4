import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { to } from '../../../shared/paths.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';

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
    <BackHeading
      title={title}
      back={{ to: to('orderDetail', { orderId }), label: t('orders.detail.title') }}
      titleRef={titleRef}
    >
      {children}
    </BackHeading>
  );
}
