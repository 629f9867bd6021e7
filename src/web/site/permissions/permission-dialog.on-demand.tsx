import { Modal } from '../modal/modal.tsx';

export interface PermissionDialogProps {
  kind: string;
  text: { title: string; text: string; yes: string; no: string };
  answer: (yes: boolean) => void;
}

/** The in-page question before the browser's own (site-and-tools §4); closing it is a no. */
export default function PermissionDialog({ kind, text, answer }: PermissionDialogProps) {
  return (
    <Modal
      name={`permission-${kind}-modal`}
      open
      title={text.title}
      onClose={() => answer(false)}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => answer(true)}
          >
            {text.yes}
          </button>
          <button type="button" className="button" onClick={() => answer(false)}>
            {text.no}
          </button>
        </>
      }
    >
      <p>{text.text}</p>
    </Modal>
  );
}
