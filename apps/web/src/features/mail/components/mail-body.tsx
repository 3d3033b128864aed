import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitLinks } from '../utils/split-links';

export function MailBody({ text }: { text: string }) {
  return (
    <Typography
      component="pre"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}
    >
      {splitLinks(text).map((part, index) =>
        part.type === 'link' ? (
          <Link key={index} href={part.value} target="_blank" rel="noreferrer">
            {part.value}
          </Link>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Typography>
  );
}
