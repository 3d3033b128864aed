import Typography from '@mui/material/Typography';
import {
  MAX_EXCLUDED_ZIPS_PER_ROW,
  MAX_OPT_IN_FILE_BYTES,
  MAX_OPT_IN_ROWS,
} from '@client-admin/domain/territory/constants';

/** The file's layout, as domain territory/opt-in-file-rows.ts reads it. */
export function OptInFileLayout() {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        File layout
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 3, my: 1 }}>
        <li>
          A CSV file or an Excel workbook (.xlsx, first sheet), at most{' '}
          {MAX_OPT_IN_FILE_BYTES / (1024 * 1024)} MB and {MAX_OPT_IN_ROWS} rows.
        </li>
        <li>Column A: the channel id, one channel a row.</li>
        <li>
          Column B (opting in only): zip codes to leave out of the channel&apos;s secondary
          territory, separated by spaces, commas, semicolons or pipes; at most{' '}
          {MAX_EXCLUDED_ZIPS_PER_ROW} a row. Opting out clears them.
        </li>
        <li>
          A first row without a number in column A is read as a header; blank rows are skipped.
        </li>
        <li>If any row is wrong, nothing is changed and the wrong rows are listed.</li>
      </Typography>
    </div>
  );
}
