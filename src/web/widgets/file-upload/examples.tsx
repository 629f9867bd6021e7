import { ID_UPLOAD_SETTINGS } from '#domain/forms/file-upload.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { FileUpload, type FileUploadValue } from './file-upload.tsx';

const messages = {
  'file-format': MESSAGES.uploadFormat,
  'file-size': MESSAGES.uploadSize,
  upload: MESSAGES.uploadFailed,
};
/** The gallery stores nothing: a short wait, then a made-up reference. */
const pretendUpload = () =>
  new Promise<string>((resolve) =>
    setTimeout(() => resolve('0123456789abcdef0123456789abcdef'), 300),
  );

export const fileUploadExamples: WidgetExamples = {
  widget: 'file-upload',
  title: 'File upload',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo<FileUploadValue> initial="">
          {(value, onChange) => (
            <FileUpload
              name="file-upload-default"
              label="Copy of the driver licence"
              hint="A photo or scan: jpg, jpeg, png, gif or pdf, up to 5 MB"
              value={value}
              onChange={onChange}
              settings={ID_UPLOAD_SETTINGS}
              messages={messages}
              upload={pretendUpload}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'uploaded',
      render: () => (
        <Demo<FileUploadValue> initial="0123456789abcdef0123456789abcdef">
          {(value, onChange) => (
            <FileUpload
              name="file-upload-uploaded"
              label="Copy of the passport"
              value={value}
              onChange={onChange}
              settings={ID_UPLOAD_SETTINGS}
              messages={messages}
              upload={pretendUpload}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with error',
      render: () => (
        <Demo<FileUploadValue> initial="">
          {(value, onChange) => (
            <FileUpload
              name="file-upload-error"
              label="Copy of the driver licence"
              value={value}
              onChange={onChange}
              settings={ID_UPLOAD_SETTINGS}
              messages={messages}
              upload={pretendUpload}
              required
              error={MESSAGES.uploadRequired}
            />
          )}
        </Demo>
      ),
    },
  ],
};
