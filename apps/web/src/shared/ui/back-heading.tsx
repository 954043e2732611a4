import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import styles from './back-heading.module.css';
import { LeftOutlined } from './icons.tsx';

interface BackHeadingProps {
  title: string;
  /** A link back to where the page came from (the order, the list), above the title. */
  back?: { to: string; label: string } | null;
  /** Focus target after an action (the page moves focus to its heading). */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** The heading of a page under another: an optional back link and the page's one h1. */
export function BackHeading({ title, back, titleRef, children }: BackHeadingProps) {
  return (
    <div className={styles.heading}>
      {back ? (
        <Link to={back.to} className={styles.back}>
          <LeftOutlined aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
        {title}
      </h1>
      {children}
    </div>
  );
}
