import { describe, expect, it } from 'vitest';
import { groupTasks, type WorkTask } from './my-work.ts';
import { conditionsDueOn } from './task-clocks.ts';

// My work's clocks (issue 30 "What to build" 10), in NZ working days (CCCFA s 5).
describe('My work’s tasks', () => {
  it('dates a conditional approval’s conditions 10 working days after the decision, over a holiday', () => {
    // Decided Monday 16 November 2026 (NZ, 11:00): due Monday 30 November.
    expect(conditionsDueOn(new Date('2026-11-15T22:00:00Z'))).toBe('2026-11-30');
    // Decided Monday 19 October 2026: Labour Day (26 October) is not a working day.
    expect(conditionsDueOn(new Date('2026-10-18T22:00:00Z'))).toBe('2026-11-03');
  });

  it('puts every kind of task in one order: overdue first, then due soon, then later, soonest first', () => {
    const task = (kind: WorkTask['kind'], dueOn: string, workingDaysAway: number): WorkTask => ({
      kind,
      reference: `${kind}-${dueOn}`,
      name: 'Mere',
      dueOn,
      workingDaysAway,
    });
    const groups = groupTasks([
      task('cooling-off', '2026-12-10', 5),
      task('conditions', '2026-12-01', -2),
      task('record-copy', '2026-12-07', 2),
      task('information-request', '2026-11-30', -3),
    ]);
    expect(Object.keys(groups)).toEqual(['overdue', 'due-soon', 'later']);
    expect(groups.overdue.map((t) => t.kind)).toEqual(['information-request', 'conditions']);
    expect(groups['due-soon'].map((t) => t.kind)).toEqual(['record-copy']);
    expect(groups.later.map((t) => t.kind)).toEqual(['cooling-off']);
  });
});
