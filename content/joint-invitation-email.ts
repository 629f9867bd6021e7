/**
 * The joint applicant's invitation email (issue 8 "Joint borrowers"; the JointApplicantEmail
 * field's hint promises it). Server-only words; `{link}` is the applicant's own application.
 */
export const jointInvitationEmail = {
  subject: 'You have been invited to apply for a loan together',
  text: (firstName: string, primaryFirstName: string, link: string) =>
    `Kia ora ${firstName},\n\n${primaryFirstName} has started a loan application with you as the joint applicant. ` +
    `Please complete your part of the application here:\n\n${link}\n\n` +
    'If you were not expecting this email, you can ignore it.',
};
