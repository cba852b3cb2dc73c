import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { waitForApp } from './site';

export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS ?? '/tmp/e2e-screenshots';

/**
 * The page object every journey uses (docs/architecture.md, Tests): each step waits for its
 * heading, runs axe and keeps a full-page screenshot to look at.
 */
export class JourneyPage {
  private count = 0;
  constructor(
    readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  async step(heading: string | RegExp, name: string): Promise<void> {
    // The first question is in the prerendered HTML (decision 015): wait until the journey has
    // taken over from it, or a choice made now would be made on the HTML's copy.
    await waitForApp(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(this.page, name);
    await this.screenshot(name);
  }

  async screenshot(name: string): Promise<void> {
    const slug = this.info.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 50);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    this.count += 1;
    await this.page.screenshot({
      path: join(SCREENSHOT_DIR, `${slug}-${String(this.count).padStart(2, '0')}-${name}.png`),
      fullPage: true,
    });
  }

  async continue(label = 'Continue'): Promise<void> {
    // A press before the journey has taken over from the prerendered form would be lost.
    await waitForApp(this.page);
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  async choose(label: string | RegExp): Promise<void> {
    await waitForApp(this.page);
    await this.page.getByRole('radio', { name: label, exact: typeof label === 'string' }).check();
  }
}
