import { describe, expect, it } from 'vitest';
import { isMacOrIos } from './video-player.on-demand.tsx';

const browser = (platform: string, userAgent = 'Mozilla/5.0', uaPlatform?: string) =>
  ({
    platform,
    userAgent,
    ...(uaPlatform === undefined ? {} : { userAgentData: { platform: uaPlatform } }),
  }) as unknown as Navigator;

describe('isMacOrIos (site-and-tools §2 "On Mac and iOS it is removed")', () => {
  it('knows a Mac, an iPhone and an iPad (which says it is a Mac)', () => {
    expect(isMacOrIos(browser('MacIntel'))).toBe(true);
    expect(isMacOrIos(browser('iPhone'))).toBe(true);
    expect(isMacOrIos(browser('', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isMacOrIos(browser('Linux x86_64', 'Mozilla/5.0', 'macOS'))).toBe(true);
  });

  it('leaves Windows, Android and Linux with the video', () => {
    expect(isMacOrIos(browser('Win32', 'Mozilla/5.0 (Windows NT 10.0)', 'Windows'))).toBe(false);
    expect(isMacOrIos(browser('Linux armv8l', 'Mozilla/5.0 (Linux; Android 14)', 'Android'))).toBe(
      false,
    );
    expect(isMacOrIos(browser('Linux x86_64'))).toBe(false);
  });
});
