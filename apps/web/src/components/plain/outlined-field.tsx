import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import styles from './outlined-field.module.css';

type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  /** An icon before the text (the search field's magnifier). */
  startIcon?: ReactNode;
  className?: string;
};

/** The outlined frame with its label on the border, around one control named by the label. */
function OutlinedFrame(props: {
  label: string;
  controlId: string;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={classNames(styles.field, props.className)}>
      <label className={styles.label} htmlFor={props.controlId}>
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

/** A Material-looking outlined text field with its label on the border, without MUI's code. */
export function OutlinedField({ label, startIcon, className, id, ...input }: OutlinedFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <OutlinedFrame label={label} controlId={inputId} className={className}>
      {startIcon}
      <input {...input} id={inputId} className={styles.input} />
    </OutlinedFrame>
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
    <OutlinedFrame label={label} controlId={selectId} className={className}>
      <select {...select} id={selectId} className={classNames(styles.input, styles.select)} />
    </OutlinedFrame>
  );
}
