import type { FileUploadSettings } from './file-upload.ts';

// Apart from file-upload.ts, whose rule every step page carries: only the widget (loaded on
// demand) and the server check a chosen file, so this stays out of the pages' initial JS.

/** The chosen file's own check, before it is sent: its extension, then its size. */
export function checkChosenFile(
  file: { name: string; size: number },
  settings: FileUploadSettings,
): 'file-format' | 'file-size' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!settings.extensions.includes(extension)) return 'file-format';
  if (file.size > settings.maxBytes) return 'file-size';
  return null;
}
