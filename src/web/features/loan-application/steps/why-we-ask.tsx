import { applicationCopy } from '#content/loan-application-copy.ts';
import type { STEP_COPY } from '#content/loan-application-fields-copy.ts';
import { Tooltip } from '#web/site/tooltip/tooltip.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import { whyWeAskWords } from './field-binding.ts';

type Topic = {
  [Step in keyof typeof STEP_COPY]: keyof (typeof STEP_COPY)[Step]['whyWeAsk'];
}[keyof typeof STEP_COPY];

/** A "Why we ask" line with its tooltip, under a section heading; its words are the step's own. */
export function WhyWeAsk({ topic, about }: { topic: Topic; about: string }) {
  const copy = applicationCopy.whyWeAsk;
  const broker = useApplicationView().context.config.roles.isBroker;
  return (
    <p className="why-we-ask">
      {copy.label}
      <Tooltip label={`${copy.label}: ${about}`}>{whyWeAskWords(topic, broker)}</Tooltip>
    </p>
  );
}
