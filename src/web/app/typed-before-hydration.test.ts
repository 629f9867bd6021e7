import { describe, expect, it } from 'vitest';
import { readChangedControls } from './typed-before-hydration.ts';

function serverRendered(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('what was typed into a server-rendered form before the script ran', () => {
  it('reads only the controls the visitor changed, by name, with the value kind each input has', () => {
    const root = serverRendered(`
      <input name="FirstName" value="" />
      <input name="LastName" value="Ngata" />
      <textarea name="Notes"></textarea>
      <select name="Title"><option value="">Choose</option><option value="Ms">Ms</option></select>
      <select name="Gender"><option value="">Choose</option><option value="Female">Female</option></select>
      <input type="radio" name="Joint" value="yes" /><input type="radio" name="Joint" value="no" />
      <input type="checkbox" name="Agreed" value="true" />
      <input type="checkbox" name="Days" value="Mon" /><input type="checkbox" name="Days" value="Tue" />
      <input type="hidden" name="Token" value="abc" />
      <input name="Disabled" value="" disabled />`);
    const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('FirstName').value = 'Aroha';
    root.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Call after 5';
    root.querySelector<HTMLSelectElement>('[name="Title"]')!.value = 'Ms';
    root.querySelector<HTMLInputElement>('[name="Joint"][value="no"]')!.checked = true;
    field('Agreed').checked = true;
    root.querySelector<HTMLInputElement>('[name="Days"][value="Tue"]')!.checked = true;
    field('Disabled').value = 'ignored';

    expect(readChangedControls(root)).toEqual({
      FirstName: 'Aroha',
      Notes: 'Call after 5',
      Title: 'Ms',
      Joint: 'no',
      Agreed: true,
      Days: ['Tue'],
    });
  });

  it('reads nothing from an untouched form', () => {
    const root = serverRendered(
      '<select name="Title"><option value="">Choose</option><option value="Mr" selected>Mr</option></select><input name="A" value="x" />',
    );
    expect(readChangedControls(root)).toEqual({});
  });
});
