import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import styles from './outlined-field.module.css';

type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  /** An icon before the text (the search field's magnifier). */
  startIcon?: ReactNode;
  className?: string;
};

/** A Material-looking outlined text field with its label on the border, without MUI's code. */
export function OutlinedField({ label, startIcon, className, id, ...input }: OutlinedFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={classNames(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {startIcon}
      <input {...input} id={inputId} className={styles.input} />
    </div>
  );
}

type OutlinedSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: string;
  className?: string;
};

/** The outlined field's look around a native select (the phone's own picker), without MUI. */
export function OutlinedSelect({ label, className, id, ...select }: OutlinedSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={classNames(styles.field, className)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select {...select} id={selectId} className={`${styles.input} ${styles.select}`} />
    </div>
  );
}
