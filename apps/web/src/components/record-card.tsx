import type { ReactNode } from 'react';
import { classNames } from './plain/class-names';
import { Surface } from './plain/surface';
import text from './plain/text.module.css';
import styles from './record-card.module.css';

export interface RecordField {
  label: string;
  value: ReactNode;
}

interface RecordCardProps {
  title: ReactNode;
  /** Buttons beside the title, e.g. the row's edit button. */
  actions?: ReactNode;
  fields: RecordField[];
  /** Opens the record when the card is clicked; the title should be the keyboard way in. */
  onOpen?: () => void;
}

/** One table row as a card, for lists of 500 px and below (seed 000 §9 screen classes). */
export function RecordCard({ title, actions, fields, onOpen }: RecordCardProps) {
  return (
    <Surface
      as="li"
      className={classNames(styles.card, onOpen && styles.clickable)}
      onClick={onOpen}
    >
      <div className={styles.header}>
        <div className={styles.title}>{title}</div>
        {actions}
      </div>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.label} className={styles.field}>
            <dt className={`${text.body2} ${text.secondary}`}>{field.label}</dt>
            <dd className={`${text.body2} ${styles.value}`}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </Surface>
  );
}

/** The list the cards go in. */
export function RecordCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
