import { useState } from 'react';
import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { Modal } from './modal.tsx';

function ModalDemo({ name, autoCloseSeconds }: { name: string; autoCloseSeconds?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open {name}
      </button>
      <Modal
        name={name}
        open={open}
        title={autoCloseSeconds ? 'Saved' : 'We could not save your details'}
        onClose={() => setOpen(false)}
        {...(autoCloseSeconds === undefined ? {} : { autoCloseSeconds })}
      >
        <p>
          {autoCloseSeconds
            ? `This message closes by itself after ${autoCloseSeconds} seconds.`
            : 'Please try again in a moment.'}
        </p>
      </Modal>
    </>
  );
}

export const modalExamples: WidgetExamples = {
  widget: 'modal',
  title: 'Modal',
  examples: [
    { name: 'default', render: () => <ModalDemo name="gallery-modal" /> },
    {
      name: 'auto-close after 3 seconds',
      render: () => <ModalDemo name="gallery-auto-close-modal" autoCloseSeconds={3} />,
    },
  ],
};
