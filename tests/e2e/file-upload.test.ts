import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

// The file-upload widget in the gallery (site-and-tools §4 "File-upload widget"), as a person
// uses it: choose, "Confirm and upload", busy, then the file name with Clear; axe at both widths.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  describe(`the file-upload widget at ${viewport.width} px`, () => {
    const browser = useBrowser({ viewport });

    it('refuses a wrong format, uploads a JPEG, shows its name with Clear, with no axe violations', async () => {
      const page = await browser.newPage();
      await page.goto('/dev/widget-gallery/');
      const example = page
        .getByRole('region', { name: 'File upload', exact: true })
        .getByRole('article', { name: 'File upload: default', exact: true });
      const chooser = example.getByLabel('Copy of the driver licence');

      await chooser.setInputFiles({
        name: 'licence.html',
        mimeType: 'text/html',
        buffer: Buffer.from('<html></html>'),
      });
      await example.getByText('Allowed formats are jpg, jpeg, png, gif, and pdf.').waitFor();
      await expect(chooser.getAttribute('aria-invalid')).resolves.toBe('true');
      await expectNoAxeViolations(page, '#file-upload');

      await chooser.setInputFiles({
        name: 'Licence.JPG',
        mimeType: 'image/jpeg',
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      });
      await example.getByRole('button', { name: 'Confirm and upload' }).click();
      await example.getByRole('button', { name: 'Clear' }).waitFor();
      await expect(example.getByText('Licence.JPG', { exact: true }).count()).resolves.toBe(1);
      await expectNoAxeViolations(page, '#file-upload');

      await example.getByRole('button', { name: 'Clear' }).click();
      await expect(chooser.evaluate((input) => input === document.activeElement)).resolves.toBe(
        true,
      );
    });
  });
}
