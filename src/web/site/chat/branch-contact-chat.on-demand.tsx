import { useId, useState } from 'react';
import { chat } from '#content/chat.ts';
import { branches } from '#content/branches.ts';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/**
 * The default chat provider (content/chat.ts): no outside service, the ways to reach a person now.
 * The lender's free phone number and email, the contact form, and any branch's phone, email and
 * opening hours. Plain links: the router stays out of this chunk (decision 037).
 */
export default function BranchContactChat() {
  const selectId = useId();
  const [slug, setSlug] = useState('');
  const branch = branches.find((candidate) => candidate.slug === slug);
  return (
    <>
      <p>{chat.intro}</p>
      <ul className="chat__options">
        <li>
          <a href={telHref(chat.phone)}>{chat.callUs}</a>
        </li>
        <li>
          <a href={`mailto:${chat.email}`}>{chat.emailUs}</a>
        </li>
        <li>
          <a href="/contact/">{chat.message}</a>
        </li>
      </ul>
      <label htmlFor={selectId}>{chat.branchLabel}</label>
      <select id={selectId} value={slug} onChange={(event) => setSlug(event.target.value)}>
        <option value="">{chat.branchPlaceholder}</option>
        {branches.map((candidate) => (
          <option key={candidate.slug} value={candidate.slug}>
            {candidate.name}
          </option>
        ))}
      </select>
      {branch ? (
        <div className="chat__branch" aria-live="polite">
          <p>
            <a href={branch.url}>{branch.name}</a>
          </p>
          <ul className="chat__options">
            <li>
              <a href={telHref(branch.phone)}>
                {chat.branchCall} {branch.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${branch.email}`}>
                {chat.branchEmail} {branch.email}
              </a>
            </li>
          </ul>
          <p>{chat.branchHours}</p>
          <ul>
            {branch.openingHours.map((hours) => (
              <li key={hours.days}>
                {hours.days}: {hours.hours}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="chat__branch" aria-live="polite" />
      )}
    </>
  );
}
