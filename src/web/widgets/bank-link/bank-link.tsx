import { useEffect, useEffectEvent, useRef } from 'react';
import {
  isFrameSizingMessage,
  readBankLinkMessage,
  withEntry,
  type BankLinkEntry,
  type BankLinkMessage,
} from '#domain/bank-link/bank-link.ts';
import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import './bank-link.css';

export interface BankLinkFrameProps {
  src: string;
  /** The bank link's origin: messages from anywhere else are ignored (site-and-tools §7). */
  origin: string;
  title: string;
  id?: string;
  /** A message of ours from the bank link (the bank statements page acts on none). */
  onMessage?(message: BankLinkMessage): void;
  /** Every message event of the frame, as received (for the bank-link log when it is enabled). */
  onRawMessage?(data: unknown): void;
  /** The widget's error: the frame is marked invalid, so a blocked submit focuses it first. */
  invalid?: boolean;
  /** The ids of the hint and error that describe the frame. */
  describedBy?: string | undefined;
}

/**
 * The bank link's iframe (site-and-tools §2 "Bank statements page", §7): it listens only to
 * messages from its own frame and from the configured origin.
 */
export function BankLinkFrame({
  src,
  origin,
  title,
  id,
  onMessage,
  onRawMessage,
  invalid = false,
  describedBy: description,
}: BankLinkFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const receive = useEffectEvent((event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
    if (!isFrameSizingMessage(event.data)) onRawMessage?.(event.data);
    const message = readBankLinkMessage(event.data);
    if (message) onMessage?.(message);
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => receive(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
  // Sized to its content, so a phone scrolls the page and never the frame (decision 100).
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let live = true;
    import('./resizer.on-demand.ts')
      .then(({ sizeToContent }) => sizeToContent(element, origin))
      .then(
        (stopSizing) => (live ? (stop = stopSizing) : stopSizing()),
        () => console.warn("The bank link's frame cannot be sized to its content."),
      );
    return () => {
      live = false;
      stop?.();
    };
  }, [origin]);
  return (
    <iframe
      ref={frame}
      id={id}
      className="bank-link__frame"
      src={src}
      title={title}
      aria-invalid={invalid || undefined}
      aria-describedby={description}
    />
  );
}

export interface BankLinkProps extends WidgetProps<string> {
  /** The iframe's source for this application (`widgetFrameSource`, §7 "-webid:{reference}"). */
  src: string;
  origin: string;
  /** Said when submit_all arrives. */
  finishedMessage: string;
  onRawMessage?(data: unknown): void;
}

/**
 * The bank-statement widget (site-and-tools §3, §4 "Bank-link widget"): the iframe until the
 * visitor finishes. Each successful `submission_complete` adds or replaces its entry; a successful
 * `submit_all` finishes: the value becomes the entries as JSON (posted as a string) and a message
 * replaces the frame. Until then the value is '' so a required rule fails ("required until finished").
 */
export function BankLink(props: BankLinkProps) {
  const { label, hint, error, required = false, src, origin, finishedMessage, onChange } = props;
  const id = controlId(props);
  // The entries so far: kept outside render, they become the value only when the visitor finishes.
  const entries = useRef<BankLinkEntry[]>([]);
  const finished = props.value !== '';
  function receive(message: BankLinkMessage) {
    if (!message.success || finished) return;
    if (message.event === 'submission_complete' && message.reference) {
      entries.current = withEntry(entries.current, {
        status: message.status ?? 'complete',
        reference: message.reference,
      });
    } else if (message.event === 'submit_all') {
      onChange(JSON.stringify(entries.current));
    }
  }
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} group>
      {finished ? (
        <p className="bank-link__finished" role="status" id={id} tabIndex={-1}>
          {finishedMessage}
        </p>
      ) : (
        <BankLinkFrame
          id={id}
          src={src}
          origin={origin}
          title={typeof label === 'string' ? label : 'Bank link'}
          onMessage={receive}
          invalid={Boolean(error)}
          describedBy={describedBy(id, hint, error)}
          {...(props.onRawMessage ? { onRawMessage: props.onRawMessage } : {})}
        />
      )}
    </Field>
  );
}
