/** Saves a Blob as a file the way a download link would (the bearer call cannot be a link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After this task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
