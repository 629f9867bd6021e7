import type { SaveBody } from '#domain/contracts/loan-app.ts';
import { CreditUnavailableError } from '../../adapters/credit/index.ts';
import { HttpError } from '../../http-error.ts';
import { answerOfRepeat, forgetExpiredKey } from '../save-idempotency.ts';
import { newApplicationGuid, newApplicationToken } from '../tokens.ts';
import { checkAccess, decideSave, type SaveDecision } from './decide.ts';
import { loadApplication, loadFacts } from './load.ts';
import { CREDIT_UNAVAILABLE_MESSAGE } from './messages.ts';
import { answerOf, planWrite, type BureauAnswer } from './plan.ts';
import { readSave, type IncomingSave } from './request.ts';
import type { SaveDeps, SavedStep, SavingSession } from './types.ts';
import { writePlan } from './write.ts';

export { saveCaptchaSignals } from './request.ts';
export { ALREADY_SUBMITTED_MESSAGE, INVALID_FIELDS_MESSAGE } from './messages.ts';
export type { SaveDeps, SavedStep, SavingSession } from './types.ts';

/**
 * Saves one step (loan-application §4, §7; issue 4 "The server side"). The session must hold the
 * application it saves; the captcha is the route's pre-handler, not this service's concern. A
 * repeat of a save that was made (its answer lost on the way) gets the first answer (decision
 * 060): its key's row makes a repeat fail as it writes, and the failure is answered with the
 * stored answer. Only steps 3 and 4 look first, so that a repeat never asks the credit bureau again.
 */
export async function saveApplicationStep(
  deps: SaveDeps,
  body: SaveBody,
  session: SavingSession,
): Promise<SavedStep> {
  const save = readSave(body);
  const { key } = save;
  if (!key) return saveOnce(deps, save, session);
  if (save.step === 3 || save.step === 4) {
    const repeat = await answerOfRepeat(deps.db, key, deps.clock());
    if (repeat) return repeat;
  }
  try {
    return await saveOnce(deps, save, session);
  } catch (error) {
    // This save was made before, or at the same time and committed first: its answer is this one's.
    // A key that holds another request's answer is refused (422) whatever else went wrong.
    const first = await answerOfRepeat(deps.db, key, deps.clock()).catch((lookup: unknown) => {
      if (lookup instanceof HttpError) throw lookup;
      return undefined;
    });
    if (first) return first;
    // A key left from a save more than a day ago, not yet swept: the save is a new one.
    if (await forgetExpiredKey(deps.db, key, deps.clock()).catch(() => false))
      return saveOnce(deps, save, session);
    throw error;
  }
}

/**
 * One save, top to bottom: the stored application and who may save it; what else it is decided
 * on; the decision (decide.ts, no database); the credit bureau after steps 3 and 4, asked outside
 * any transaction; one statement writing the application, its audit row and its key (decision
 * 069); the answer.
 */
async function saveOnce(
  deps: SaveDeps,
  save: IncomingSave,
  session: SavingSession,
): Promise<SavedStep> {
  const now = deps.clock();
  const existing = await loadApplication(deps, save, now);
  checkAccess(existing, save, session, deps.actor);
  const facts = await loadFacts(deps, save, existing, now);
  const decision = decideSave({
    save,
    existing,
    facts,
    actor: deps.actor,
    config: {
      loanApplication: deps.config.site.loanApplication,
      bankLinkAccountCode: deps.config.env.BANK_LINK_ACCOUNT_CODE,
    },
    now,
  });
  const bureau = await askBureau(deps, decision);
  const plan = planWrite(decision, bureau, {
    existing,
    actor: deps.actor,
    requestId: deps.requestId,
    key: save.key,
    now,
    newKeys: existing
      ? { token: existing.token, guid: existing.guid }
      : { token: newApplicationToken(), guid: newApplicationGuid() },
  });
  const saved = await writePlan(deps, plan);
  if (plan.unfinished) throw new HttpError(503, CREDIT_UNAVAILABLE_MESSAGE);
  return { answer: answerOf(saved), applicationId: saved.id };
}

/** The credit bureau's answer after steps 3 and 4; unavailable leaves the step saved without one. */
async function askBureau(
  deps: Pick<SaveDeps, 'adapters' | 'log'>,
  decision: SaveDecision,
): Promise<BureauAnswer> {
  if (!decision.creditApplicant) return null;
  try {
    return await deps.adapters.credit.check(decision.creditApplicant);
  } catch (error) {
    if (!(error instanceof CreditUnavailableError)) throw error;
    deps.log.warn(
      { err: error, step: decision.step },
      'credit bureau unavailable; the step is saved without a result',
    );
    return 'unavailable';
  }
}
