import { applicationCopy } from '#content/loan-application-copy.ts';
import { Tooltip } from '#web/site/tooltip/tooltip.tsx';
import { useApplicationView } from '../state/application-context.tsx';

type Topic = Exclude<keyof typeof applicationCopy.whyWeAsk, 'label'>;

/** A "Why we ask" line with its tooltip, under a section heading. */
export function WhyWeAsk({ topic, about }: { topic: Topic; about: string }) {
  const copy = applicationCopy.whyWeAsk;
  const brokers: Partial<Record<Topic, string>> = applicationCopy.broker.whyWeAsk;
  const broker = useApplicationView().context.config.roles.isBroker;
  return (
    <p className="why-we-ask">
      {copy.label}
      <Tooltip label={`${copy.label}: ${about}`}>
        {(broker ? brokers[topic] : undefined) ?? copy[topic]}
      </Tooltip>
    </p>
  );
}
