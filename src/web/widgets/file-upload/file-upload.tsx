import { useEffect, useRef, useState } from 'react';
import { checkChosenFile } from '#domain/forms/chosen-file.ts';
import type { FileUploadSettings, PendingUpload } from '#domain/forms/file-upload.ts';
import { describedBy, Field } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import './file-upload.css';

/** The widget's value: the stored file's reference, '' for none, or a chosen file not yet sent. */
export type FileUploadValue = string | PendingUpload;

/** The widget's own messages (site-and-tools §8 "File upload: errors file-format, file-size, upload"). */
export interface FileUploadMessages {
  'file-format': string;
  'file-size': string;
  upload: string;
}

/**
 * What an upload call throws when the server refused the file itself (its format by content, or its
 * size): the widget shows that rule's message, one the visitor can act on, not the generic one.
 */
export class UploadRefused extends Error {
  constructor(readonly refusal: 'file-format' | 'file-size') {
    super(`upload refused: ${refusal}`);
  }
}

export interface FileUploadProps extends WidgetProps<FileUploadValue> {
  settings: FileUploadSettings;
  messages: FileUploadMessages;
  /** Sends the file to the upload address; resolves with the answer's text (the reference). */
  upload: (file: File) => Promise<string>;
}

type Phase = 'idle' | 'busy' | 'uploaded';

/**
 * The file-upload widget (site-and-tools §4 "File-upload widget", §5): choose a file (its
 * extension, case-insensitive, and size are checked here), then "Confirm and upload", then busy;
 * the value is set from the answer and the file name is shown with a Clear button. A chosen file
 * not yet uploaded is the form rule's 'incomplete' (src/domain/forms/file-upload.ts).
 */
export function FileUpload(props: FileUploadProps) {
  const { name, label, value, onChange, onBlur, error, hint, required = false, disabled } = props;
  const { settings, messages, upload } = props;
  const id = controlId(props);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [ownError, setOwnError] = useState<string>();
  const [uploadedName, setUploadedName] = useState('');
  const [status, setStatus] = useState('');
  const focusAfterClear = useRef(false);
  const stored = typeof value === 'string' && value !== '' ? value : '';
  const phase: Phase = busy ? 'busy' : stored ? 'uploaded' : 'idle';
  const shownError = ownError ?? error;

  // After Clear the input comes back: focus goes to it, not to the page's start.
  useEffect(() => {
    if (focusAfterClear.current && phase === 'idle') {
      focusAfterClear.current = false;
      input.current?.focus();
    }
  }, [phase]);

  const choose = (file: File | undefined) => {
    setStatus('');
    if (!file) {
      setChosen(null);
      setOwnError(undefined);
      onChange('');
      return;
    }
    const problem = checkChosenFile(file, settings);
    if (problem) {
      setChosen(null);
      setOwnError(messages[problem]);
      if (input.current) input.current.value = '';
      onChange('');
      return;
    }
    setChosen(file);
    setOwnError(undefined);
    onChange({ pending: file.name });
  };

  const confirm = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    setOwnError(undefined);
    setStatus(`Uploading ${chosen.name}`);
    try {
      const reference = await upload(chosen);
      setUploadedName(chosen.name);
      setChosen(null);
      setStatus(`${chosen.name} uploaded`);
      onChange(reference);
    } catch (error) {
      setStatus('');
      setOwnError(error instanceof UploadRefused ? messages[error.refusal] : messages.upload);
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    setUploadedName('');
    setStatus('');
    setOwnError(undefined);
    focusAfterClear.current = true;
    onChange('');
  };

  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={shownError}
      className="file-upload"
    >
      {phase === 'uploaded' ? (
        <div className="file-upload__done">
          <span id={`${id}-file`} className="file-upload__name">
            {uploadedName || 'File uploaded'}
          </span>
          <button
            type="button"
            // Not the label's control: its name is "Clear", described by the file's name.
            id={`${id}-clear`}
            className="button"
            onClick={clear}
            onBlur={onBlur}
            disabled={disabled}
            aria-describedby={`${id}-file`}
          >
            Clear
          </button>
        </div>
      ) : (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            accept={settings.extensions.map((extension) => `.${extension}`).join(',')}
            onChange={(event) => choose(event.target.files?.[0])}
            onBlur={onBlur}
            disabled={disabled || busy}
            required={required}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy(id, hint, shownError)}
          />
          {chosen ? (
            <button
              type="button"
              className="button button--primary file-upload__confirm"
              onClick={() => void confirm()}
              aria-disabled={busy || undefined}
              disabled={disabled}
            >
              {busy ? 'Uploading…' : 'Confirm and upload'}
            </button>
          ) : null}
        </>
      )}
      <span className="visually-hidden" role="status">
        {status}
      </span>
      <input type="hidden" name={name} value={stored} />
    </Field>
  );
}
