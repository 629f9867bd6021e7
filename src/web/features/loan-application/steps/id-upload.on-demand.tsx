import { CAPTCHA_RESPONSE_FIELD } from '#domain/captcha/protocol.ts';
import { API, UPLOAD_FILE_FIELD } from '#domain/contracts/wire.ts';
import { isPendingUpload, type IdUploadKind } from '#domain/forms/file-upload.ts';
import { ID_UPLOAD_FIELDS, ID_UPLOAD_MESSAGES } from '#domain/loan-application/fields/step-3.ts';
import { callApi } from '#web/api/call.ts';
import { getCaptchaToken } from '#web/forms/captcha/captcha-client.on-demand.ts';
import {
  FileUpload,
  UploadRefused,
  type FileUploadValue,
} from '#web/widgets/file-upload/file-upload.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import { pageRules } from '../state/rules.ts';
import { asText } from '#domain/validation/text-value.ts';
import { bindField } from './field-binding.ts';

const CALLS = {
  'driver-licence': API.uploadDriverLicence,
  passport: API.uploadPassport,
} as const satisfies Record<IdUploadKind, unknown>;

/**
 * The upload call (site-and-tools §7): multipart with the file, the captcha token under the captcha
 * field name and the application's Token and Guid; 200 answers the stored file's reference as text.
 * On the one client (decision 163).
 */
async function uploadIdFile(
  kind: IdUploadKind,
  file: File,
  keys: { Token: string; Guid: string },
): Promise<string> {
  const body = new FormData();
  body.append('Token', keys.Token);
  body.append('Guid', keys.Guid);
  body.append(CAPTCHA_RESPONSE_FIELD, await getCaptchaToken('submit_form'));
  body.append(UPLOAD_FILE_FIELD, file);
  const outcome = await callApi(CALLS[kind], {
    body,
    text: true,
    answers: () =>
      import('#domain/contracts/uploads.ts').then((c) => c.ID_UPLOAD_CONTRACTS[kind].response),
  });
  if (outcome.ok) return outcome.body;
  // The server judges the file by its content (src/server/uploads/file-checks.ts): its refusals
  // of the format (415) and the size (413) are the widget's own rules, with their messages.
  if (outcome.status === 415) throw new UploadRefused('file-format');
  if (outcome.status === 413) throw new UploadRefused('file-size');
  throw new Error(`upload came to nothing (${outcome.kind}, ${outcome.status})`);
}

/** The loaded widget of IdUploadField (id-upload-field.tsx). */
export function IdUpload({ name }: { name: keyof typeof ID_UPLOAD_FIELDS }) {
  const view = useApplicationView();
  const settings = pageRules().ruleOf(name)?.upload;
  if (!settings) throw new Error(`${name} has no upload settings in its rule`);
  const field = bindField<FileUploadValue>(view, name, (raw) =>
    isPendingUpload(raw) ? raw : asText(raw),
  );
  const { token } = view.state;
  const guid = view.state.formState.guid;
  return (
    <FileUpload
      {...field}
      settings={settings}
      messages={ID_UPLOAD_MESSAGES}
      upload={(file) => {
        // Step 3 is reached only after saves, so the application has its keys by now.
        if (!token || !guid) return Promise.reject(new Error('the application is not saved yet'));
        return uploadIdFile(ID_UPLOAD_FIELDS[name], file, { Token: token, Guid: guid });
      }}
    />
  );
}
