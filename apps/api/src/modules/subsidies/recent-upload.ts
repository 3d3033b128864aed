/**
 * The bytes of the last file this instance took, by its upload's token (decision 0092): the
 * wizard pre-processes a file right after uploading it, mostly on the same instance, which then
 * needs not read 20 MB back from the database. An upload's bytes never change while it can be
 * pre-processed (they are only cleared once it is applied, which the pre-process checks first),
 * so what is kept here is what the database holds. One file at most: the largest an upload may
 * be.
 */
let recent: { token: string; bytes: Buffer } | undefined;

/** Keeps the bytes of an upload whose transaction committed. */
export function rememberUpload(token: string, bytes: Buffer): void {
  recent = { token, bytes };
}

/** The bytes of the upload with this token, if they are the last this instance took. */
export function recentUploadBytes(token: string): Buffer | undefined {
  return recent?.token === token ? recent.bytes : undefined;
}
