import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';

// The journeys' accessibility checks pass when they find nothing: this one shows the check still finds what it should.
test('the accessibility check the journeys run reports violations planted on a page, by rule and element', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Why we built Pitchside' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      `<img id="planted-image" src="/favicon.svg">
       <button id="planted-button" type="button"></button>
       <p id="planted-text" style="color: #777; background: #888">Planted text nobody can read</p>`,
    );
  });
  for (const violations of [await seriousA11yViolations(page), await seriousA11yViolations(page, { include: 'main', tags: null })]) {
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^image-alt \(critical\): .* -> #planted-image$/),
        expect.stringMatching(/^button-name \(critical\): .* -> #planted-button$/),
        expect.stringMatching(/^color-contrast \(serious\): .* -> #planted-text$/),
      ]),
    );
  }
});
