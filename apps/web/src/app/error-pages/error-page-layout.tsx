import type { ReactNode } from 'react';
import { classNames } from '../../components/plain/class-names';
import text from '../../components/plain/text.module.css';
import styles from './error-page.module.css';

/** The shared frame of the error pages: a heading, some text and an action. */
export function ErrorPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <h1 className={text.h1}>{title}</h1>
      {children}
    </div>
  );
}

/** A paragraph of an error page; secondary text is grey. */
export function ErrorPageText({
  secondary = false,
  children,
}: {
  secondary?: boolean;
  children: ReactNode;
}) {
  return <p className={classNames(styles.text, secondary && text.secondary)}>{children}</p>;
}
