import styles from './switch.module.css';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch (a checkbox with role="switch"), without MUI's code. */
export function Switch({ label, checked, onChange }: SwitchProps) {
  return (
    <label className={styles.label}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
