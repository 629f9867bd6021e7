import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepHeader, type StepHeaderProps } from './step-header.tsx';

function renderHeader(props: Partial<StepHeaderProps> = {}) {
  const onGoTo = vi.fn();
  render(
    <StepHeader
      current={2}
      storedStep={3}
      reference={null}
      canGoBack
      debug={false}
      busy={false}
      resumed={false}
      onGoTo={onGoTo}
      {...props}
    />,
  );
  return onGoTo;
}

const stepButton = (n: number) =>
  within(screen.getByRole('navigation', { name: 'Application steps' })).getByRole('button', {
    name: new RegExp(`^Step ${n}:`),
  });

describe('the step header (loan-application §2)', () => {
  it('numbers the four steps with their estimated time and marks the current one', () => {
    renderHeader();
    expect(screen.getByRole('navigation', { name: 'Application steps' }).textContent).toMatch(
      /About 3 minutes.*About 4 minutes.*About 2 minutes.*About 5 minutes/,
    );
    expect(stepButton(2).getAttribute('aria-current')).toBe('step');
    expect(stepButton(1).getAttribute('aria-current')).toBeNull();
  });

  it('hides the other steps’ names below the desktop width with the site’s utility, keeping them as the buttons’ names', () => {
    renderHeader({ current: 2 });
    const text = (n: number) => stepButton(n).querySelector('.step-header__text')!;
    expect(text(2).classList.contains('visually-hidden-below-desktop')).toBe(false);
    for (const n of [1, 3, 4])
      expect(text(n).classList.contains('visually-hidden-below-desktop'), `step ${n}`).toBe(true);
    expect(stepButton(3).textContent).toMatch(/^3Step 3: Your identity/);
  });

  it('opens earlier steps and reached steps, but not steps beyond the stored step', async () => {
    const user = userEvent.setup();
    const onGoTo = renderHeader({ current: 2, storedStep: 3 });
    await user.click(stepButton(1));
    await user.click(stepButton(3));
    expect(onGoTo.mock.calls).toEqual([[1], [3]]);
    expect((stepButton(4) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not go back once the application is complete (canGoBack false)', () => {
    renderHeader({ canGoBack: false });
    expect((stepButton(1) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Back beyond step 1 only, disabled while busy', async () => {
    const user = userEvent.setup();
    const onGoTo = renderHeader({ current: 4, storedStep: 4 });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onGoTo).toHaveBeenCalledWith(3);
  });

  it('has no Back button on step 1', () => {
    renderHeader({ current: 1, storedStep: 1 });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('disables Back and the step buttons while busy', () => {
    renderHeader({ current: 3, storedStep: 3, busy: true });
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    expect((stepButton(1) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no Application ID before the first save', () => {
    renderHeader({ reference: null });
    expect(screen.queryByText(/Application ID/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'About the Application ID' })).toBeNull();
  });

  it('shows the Application ID with a tooltip once a reference exists', async () => {
    const user = userEvent.setup();
    renderHeader({ reference: '1000042' });
    expect(screen.getByText('1000042').parentElement!.textContent).toMatch(
      /^Application ID: 1000042/,
    );
    await user.click(screen.getByRole('button', { name: 'About the Application ID' }));
    expect(screen.getByText(/Quote this ID/)).toBeTruthy();
  });

  it('shows the in-progress notice with its link for a restored application', () => {
    renderHeader({ resumed: true });
    expect(screen.getByText(/You have an application in progress/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Talk to your nearest branch/ }).getAttribute('href'),
    ).toBe('/find-a-branch-near-you/');
  });
});
