import { importFileKind, MAX_IMPORT_BYTES } from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';

/** Why a picked file will not do, before it is sent (the API checks the same). */
export function importFileError(file: { name: string; size: number }): string | null {
  if (!importFileKind(file.name)) return M.fileType;
  if (file.size > MAX_IMPORT_BYTES) return M.fileTooLarge(MAX_IMPORT_BYTES / 1024 / 1024);
  return null;
}
