import { MAX_OPT_IN_FILE_BYTES } from '@client-admin/domain/territory/constants';
import { optInFileKind } from '@client-admin/domain/territory/opt-in-file-rows';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';

/** Why a picked file cannot be sent (its kind or size), before the server is asked; else null. */
export function optInFileError(file: File): string | null {
  if (optInFileKind(file.name) === null) return M.fileType;
  if (file.size > MAX_OPT_IN_FILE_BYTES) return M.fileTooLarge;
  return null;
}
