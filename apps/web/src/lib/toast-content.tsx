/** A toast's body: its type as a title above the message. */
export function ToastContent({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <strong style={{ display: 'block', fontWeight: 600 }}>{title}</strong>
      <span>{message}</span>
    </div>
  );
}
