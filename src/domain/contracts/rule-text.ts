import { z } from 'zod';
import type { TextRule } from '../staff/form-rules.ts';

/**
 * A contract's text field built from its form's rule (src/domain/staff/form-rules.ts): trimmed,
 * the rule's limit and messages, so the schema the server validates with is the table the form
 * runs (issue 29 finding 5).
 */
export const requiredText = (rule: TextRule) =>
  z.string().trim().min(1, rule.messages.required).max(rule.maxLength, rule.messages.max);

/** The same, for a field the form leaves optional. */
export const optionalText = (rule: TextRule) =>
  z.string().trim().max(rule.maxLength, rule.messages.max).optional();
