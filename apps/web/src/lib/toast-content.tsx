import Box from '@mui/material/Box';

/** A toast's body: its type as a title above the message. */
export function ToastContent({ title, message }: { title: string; message: string }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block', fontWeight: 600 }}>
        {title}
      </Box>
      <Box component="span">{message}</Box>
    </Box>
  );
}
