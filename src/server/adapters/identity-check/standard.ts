/**
 * Whether an electronic check meets the Amended Identity Verification Code of Practice 2013
 * (AML/CFT Act 2009 s 64; the code's part on electronic identity verification): the name and date
 * of birth verified by ONE electronic source able to verify an identity to a high level of
 * confidence, or by TWO reliable and independent electronic sources that match, together with a
 * link of the person to the identity claimed (here: an identity document's number verified
 * against its issuer's register). Two look-ups of one data owner are one source. A bank-sourced
 * identity counts as one source, never two.
 */
export interface SourceEvidence {
  name: string;
  /** Who holds the data: two sources with one owner are not independent. */
  owner: string;
  /** The name and date of birth matched this source. */
  matched: boolean;
  /** A government register the code treats as verifying identity to a high level of confidence. */
  highConfidence: boolean;
  /** The match links the person to the identity (a document number checked with its issuer). */
  linksPerson: boolean;
}

export type StandardRoute = 'one-high-confidence-source' | 'two-independent-sources';

export interface IdentityStandard {
  met: boolean;
  route: StandardRoute | null;
  /** In words, for the workspace and the evidence pack. */
  explanation: string;
}

export function assessIdentityStandard(sources: readonly SourceEvidence[]): IdentityStandard {
  const matched = sources.filter((source) => source.matched);
  const strong = matched.find((source) => source.highConfidence);
  if (strong)
    return {
      met: true,
      route: 'one-high-confidence-source',
      explanation: `Name and date of birth matched ${strong.name}, a source of high confidence.`,
    };
  const owners = new Set(matched.map((source) => source.owner));
  const link = matched.find((source) => source.linksPerson);
  if (owners.size >= 2 && link)
    return {
      met: true,
      route: 'two-independent-sources',
      explanation: `Matched ${owners.size} independent sources (${matched.map((s) => s.name).join(', ')}); ${link.name} links the person to the identity.`,
    };
  const explanation =
    owners.size === 0
      ? 'No source matched the name and date of birth.'
      : owners.size === 1
        ? `Only one independent source matched (${matched.map((s) => s.name).join(', ')}); the code needs two, or one of high confidence.`
        : 'Two independent sources matched, but none links the person to the identity (no identity document was verified).';
  return { met: false, route: null, explanation };
}
