import type { SaveAnswer } from '#domain/contracts/loan-app.ts';
import type { ServiceDeps } from '../../services.ts';

export type SaveDeps = Pick<
  ServiceDeps,
  'db' | 'adapters' | 'config' | 'clock' | 'log' | 'actor' | 'requestId' | 'cipher'
>;

/** The visitor's session: the application it holds, if any (decision 059). */
export interface SavingSession {
  heldApplicationId: string | null;
}

/** What a save answers (§7), and the application it wrote, for the session to hold. */
export interface SavedStep {
  answer: SaveAnswer;
  applicationId: string;
}
