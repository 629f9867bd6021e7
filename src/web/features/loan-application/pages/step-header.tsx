import type { Step } from '#domain/loan-application/config.ts';
import { STEPS } from '#domain/loan-application/config.ts';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { Tooltip } from '#web/site/tooltip/tooltip.tsx';
import { stepWords } from '../steps/field-binding.ts';

export interface StepHeaderProps {
  current: Step;
  /** The highest step the applicant may open (FormState.step). */
  storedStep: Step;
  /** The application reference once the first save answered (FormState.appReference). */
  reference: string | null;
  /** Going back is not allowed once the application is complete (loan-application §4). */
  canGoBack: boolean;
  /** Debug mode opens any step. */
  debug: boolean;
  busy: boolean;
  /** The in-progress notice shows for an application restored from an earlier visit. */
  resumed: boolean;
  /** A broker's session reads the steps' titles about the client (issue 11). */
  broker?: boolean;
  onGoTo: (step: Step) => void;
}

/**
 * The step header (loan-application §2): numbered step buttons 1 to 4 with their estimated time,
 * the Application ID with a tooltip once a reference exists, the in-progress notice, and the Back
 * button beyond step 1 (disabled while busy).
 */
export function StepHeader({
  current,
  storedStep,
  reference,
  canGoBack,
  debug,
  busy,
  resumed,
  broker = false,
  onGoTo,
}: StepHeaderProps) {
  const copy = applicationCopy;
  const reachable = (step: Step) => debug || (step < current ? canGoBack : step <= storedStep);
  return (
    <div className="step-header">
      <nav aria-label={copy.stepsNavigation}>
        <ol className="step-header__steps">
          {STEPS.map((step) => (
            <StepButton
              key={step}
              step={step}
              current={step === current}
              broker={broker}
              disabled={busy || step === current || !reachable(step)}
              onGoTo={onGoTo}
            />
          ))}
        </ol>
      </nav>
      {reference ? (
        <p className="step-header__reference">
          {copy.applicationId}: <strong>{reference}</strong>
          <Tooltip label={`About the ${copy.applicationId}`}>{copy.applicationIdTooltip}</Tooltip>
        </p>
      ) : null}
      {resumed ? (
        <p className="step-header__notice">
          {copy.inProgressNotice}{' '}
          {copy.inProgressLink ? (
            <a href={copy.inProgressLink.href}>{copy.inProgressLink.label}</a>
          ) : null}
        </p>
      ) : null}
      {current > 1 ? (
        <button
          type="button"
          className="button step-header__back"
          disabled={busy || !canGoBack}
          onClick={() => onGoTo((current - 1) as Step)}
        >
          {copy.back}
        </button>
      ) : null}
    </div>
  );
}

/** One numbered step of the header, a button to it when it can be reached. */
function StepButton({
  step,
  current,
  broker,
  disabled,
  onGoTo,
}: {
  step: Step;
  current: boolean;
  broker: boolean;
  disabled: boolean;
  onGoTo: (step: Step) => void;
}) {
  const info = stepWords(step, broker);
  return (
    <li className={current ? 'step-header__step step-header__step--current' : 'step-header__step'}>
      <button
        type="button"
        className="step-header__button"
        aria-current={current ? 'step' : undefined}
        disabled={disabled}
        onClick={() => onGoTo(step)}
      >
        <span className="step-header__number" aria-hidden="true">
          {step}
        </span>
        {/* On a phone the other steps show their numbers only; the name stays the button's. */}
        <span
          className={
            current ? 'step-header__text' : 'step-header__text visually-hidden-below-desktop'
          }
        >
          <span className="visually-hidden">Step {step}: </span>
          <span className="step-header__title">{info.title}</span>
          <span className="step-header__time">{info.estimatedTime}</span>
        </span>
      </button>
    </li>
  );
}
