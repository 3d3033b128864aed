interface ToastContentProps {
  title: string;
  message: string;
  /** Lines under the message: what the server said of each refused field. */
  details?: readonly string[];
}

/** A toast's body: its type as a title above the message, then any details. */
export function ToastContent({ title, message, details = [] }: ToastContentProps) {
  return (
    <div>
      <strong style={{ display: 'block', fontWeight: 600 }}>{title}</strong>
      <span>{message}</span>
      {details.map((detail) => (
        <span key={detail} style={{ display: 'block' }}>
          {detail}
        </span>
      ))}
    </div>
  );
}
