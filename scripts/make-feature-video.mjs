/**
 * Draws the home page's feature video (public/media/feature-steps.webm): four numbered steps
 * filling in one after another, 4 seconds, 640 x 360, recorded from a canvas by Chromium's
 * MediaRecorder, so no video tool is needed. Drawn for this repository, CC0 like the images.
 * Run: `node scripts/make-feature-video.mjs` (CHROMIUM_PATH, else /usr/bin/chromium).
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 150_000,
  });
  const parts = [];
  recorder.ondataavailable = (event) => parts.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      context.fillStyle = '#0b5563';
      context.fillRect(0, 0, 640, 360);
      context.fillStyle = '#ffffff';
      context.fillRect(250, 30, 140, 300);
      for (let step = 0; step < 4; step++) {
        const filled = Math.min(Math.max(t - step * 0.8, 0) / 0.8, 1);
        context.fillStyle = '#e8f2f4';
        context.fillRect(276, 72 + step * 52, 88, 40);
        context.fillStyle = '#f2b705';
        context.fillRect(276, 72 + step * 52, 88 * filled, 40);
        context.fillStyle = '#0b5563';
        context.font = 'bold 20px sans-serif';
        context.fillText(String(step + 1), 314, 99 + step * 52);
      }
      if (t < 4) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await browser.close();
await writeFile('public/media/feature-steps.webm', Buffer.from(base64, 'base64'));
console.log(`public/media/feature-steps.webm: ${Buffer.from(base64, 'base64').length} bytes`);
