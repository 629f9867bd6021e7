import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '#web/router/router.tsx';
import { calculatorText as text } from '#content/calculator.ts';
import {
  CALCULATION_PROBLEM_MESSAGE,
  FREQUENCIES,
  quote,
  termLabel,
  type CalculatorConfig,
  type LoanTerms,
} from '#domain/calculator/calculator.ts';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';
import { formatDollars } from '#domain/money/format.ts';
import { TrackedLink } from '#web/site/tracking/tracked-link.tsx';
import { writeCalculatorHandoff } from './handoff.ts';
import './calculator.css';

const formatRate = (percent: number) => `${percent}% ${text.perYear}`;

interface SliderProps {
  label: string;
  stops: readonly number[];
  value: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A native range over the configured stops: keyboard-operable, its value spoken as text. */
function Slider({ label, stops, value, format, onChange }: SliderProps) {
  const id = useId();
  const index = Math.max(0, stops.indexOf(value));
  const shown = format(stops[index] ?? value);
  return (
    <div className="calculator__slider">
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id} className="calculator__value" aria-hidden="true">
        {shown}
      </output>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(0, stops.length - 1)}
        step={1}
        value={index}
        aria-valuetext={shown}
        disabled={stops.length < 2}
        onChange={(event) => {
          const next = stops[Number(event.currentTarget.value)];
          if (next !== undefined) onChange(next);
        }}
      />
    </div>
  );
}

/**
 * The loan calculator (site-and-tools §2 "Loan calculator", §4 "Calculator"): three sliders, the
 * repayments for each frequency and, when configured, "Apply now", the "Continue my application"
 * banner (when the visitor has an application to continue), the resume statement and the
 * disclaimer. It renders the same figures on the server and in the browser, so a page shows them
 * before its script runs.
 */
export function LoanCalculator({
  config,
  applicationInProgress = false,
}: {
  config: CalculatorConfig;
  /** The visitor's session holds an application they can still finish (decision 059). */
  applicationInProgress?: boolean;
}) {
  const { pathname } = useLocation();
  const headingId = useId();
  const [loan, setLoan] = useState<LoanTerms>({
    amount: config.DefaultAmount,
    interestPercent: config.DefaultInterest,
    termMonths: config.DefaultTerm,
  });
  const [bannerOpen, setBannerOpen] = useState(true);
  const engaged = useRef(false);
  const shown = quote(loan, config);

  /** The calculator's engagement event, once per visit of the widget (§7); true when it is due. */
  function firstUse(): boolean {
    if (engaged.current) return false;
    engaged.current = true;
    return true;
  }

  // spec: site-and-tools §4 "Changing any slider recalculates"; §9 the longest remaining term.
  function change(next: Partial<LoanTerms>) {
    // The tracker loads with the first use (docs/decisions/157), not with the page.
    if (firstUse())
      void import('#web/site/tracking/track.ts').then(
        ({ trackBrowsing }) => trackBrowsing('Calculator engagement', pathname),
        () => console.warn('The conversion tracker could not be loaded.'),
      );
    const wanted = { ...loan, ...next };
    const answer = quote(wanted, config);
    setLoan(answer.ok ? { ...wanted, termMonths: answer.termMonths } : wanted);
    // Each calculation is left for the application (site-and-tools §3), so any link to it after
    // this (the header's "Apply now" too) starts with these figures.
    handOff(wanted, answer);
  }

  // spec: site-and-tools §7 "on its apply button": engagement (when first) and Apply-Now-Button-Click.
  function applyEvents(): BrowsingConversionEvent[] {
    return firstUse()
      ? ['Calculator engagement', 'Apply-Now-Button-Click']
      : ['Apply-Now-Button-Click'];
  }

  /** Leaves the figures calculated for the application (loan-application §9). */
  function handOff(terms: LoanTerms = loan, answer: typeof shown = shown) {
    if (!answer.ok) return;
    const { result } = answer;
    writeCalculatorHandoff({
      amount: terms.amount,
      term: answer.termMonths,
      interest: terms.interestPercent,
      repaymentW: result.Weekly.payment,
      repaymentF: result.Fortnightly.payment,
      repaymentM: result.Monthly.payment,
    });
  }

  // A slider moved before the calculator's code came (docs/decisions/162) counts as moved now.
  const sectionRef = useRef<HTMLElement>(null);
  const takeMoved = useRef(() => {
    const ranges = sectionRef.current?.querySelectorAll<HTMLInputElement>('input[type="range"]');
    const [amount, interest, term] = Array.from(ranges ?? []);
    const stopOf = (range: HTMLInputElement | undefined, stops: readonly number[]) =>
      range && range.value !== range.defaultValue ? stops[Number(range.value)] : undefined;
    const moved: Partial<LoanTerms> = {
      amount: stopOf(amount, config.AmountRanges),
      interestPercent: stopOf(interest, config.InterestRanges),
      termMonths: stopOf(term, shown.ok ? shown.terms : config.TermRanges),
    };
    const entries = Object.entries(moved).filter(([, value]) => value !== undefined);
    if (entries.length > 0) change(Object.fromEntries(entries));
  });
  useEffect(() => takeMoved.current(), []);

  const canResume = config.CanContinue && config.LoanAppUrl !== null && applicationInProgress;
  const terms = shown.ok ? shown.terms : config.TermRanges;

  return (
    <section ref={sectionRef} className="calculator" aria-labelledby={headingId}>
      {canResume && bannerOpen && (
        <div className="calculator__banner" role="region" aria-label={text.continueApplication}>
          <a href={config.LoanAppUrl!}>{text.continueApplication}</a>
          <button
            type="button"
            className="calculator__banner-close"
            aria-label={`${text.closeBanner} ${text.continueApplication}`}
            onClick={() => setBannerOpen(false)}
          >
            {text.closeBanner}
          </button>
        </div>
      )}
      <h2 id={headingId}>{text.title}</h2>
      {canResume && (
        <a className="calculator__continue-mobile" href={config.LoanAppUrl!}>
          {text.continueApplication}
        </a>
      )}
      {canResume && config.ApplicationResumeStatement && (
        <p className="calculator__resume">{config.ApplicationResumeStatement}</p>
      )}
      <div className="calculator__sliders">
        <Slider
          label={text.amountLabel}
          stops={config.AmountRanges}
          value={loan.amount}
          format={formatDollars}
          onChange={(amount) => change({ amount })}
        />
        <Slider
          label={text.interestLabel}
          stops={config.InterestRanges}
          value={loan.interestPercent}
          format={formatRate}
          onChange={(interestPercent) => change({ interestPercent })}
        />
        <Slider
          label={text.termLabel}
          stops={terms}
          value={loan.termMonths}
          format={termLabel}
          onChange={(termMonths) => change({ termMonths })}
        />
      </div>
      <div className="calculator__results" aria-live="polite">
        {shown.ok ? (
          <>
            <h3>{text.resultsHeading}</h3>
            <dl>
              {FREQUENCIES.map((frequency) => (
                <div key={frequency}>
                  <dt>{text.frequencyLabels[frequency]}</dt>
                  <dd>{formatDollars(shown.result[frequency].payment)}</dd>
                </div>
              ))}
              <div className="calculator__total">
                <dt>{text.totalRepayable}</dt>
                <dd>{formatDollars(shown.result.totalRepayable)}</dd>
              </div>
            </dl>
            {config.NewAppUrl && (
              <TrackedLink
                to={config.NewAppUrl}
                className="button button--primary"
                events={applyEvents}
                beforeFollow={() => handOff()}
              >
                {text.apply}
              </TrackedLink>
            )}
          </>
        ) : (
          <p className="calculator__problem">{CALCULATION_PROBLEM_MESSAGE}</p>
        )}
      </div>
      {(config.CalculatorDisclaimer || config.RatesLink) && (
        <p className="calculator__disclaimer">
          {config.CalculatorDisclaimer}{' '}
          {config.RatesLink && (
            <a
              href={config.RatesLink.Url}
              target={config.RatesLink.Target}
              rel={config.RatesLink.Target === '_blank' ? 'noopener noreferrer' : undefined}
            >
              {config.RatesLink.Name}
              {config.RatesLink.Target === '_blank' && (
                <span className="visually-hidden"> (opens in a new tab)</span>
              )}
            </a>
          )}
        </p>
      )}
    </section>
  );
}
