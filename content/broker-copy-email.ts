/**
 * The broker's copy of a submitted application (issue 8; the BrokerEmailSubmission field's hint
 * "We send a copy of the application to this address"). Server-only words.
 */
export const brokerCopyEmail = {
  subject: (reference: string) => `Copy of loan application ${reference}`,
  intro: (reference: string) =>
    `Here is a copy of loan application ${reference}, submitted through your broker account.`,
};
