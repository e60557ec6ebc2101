import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { routeCases } from '../support/routes';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of routeCases) {
      test(
        `${route.path} has no serious or critical axe violations`,
        { tag: ['@a11y', `@${route.area}`] },
        async ({ page }) => {
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Let entrance transitions settle so colours are measured as the visitor sees them.
          await page.waitForTimeout(300);
          const results = await new AxeBuilder({ page }).analyze();
          const blocking = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map(
              (violation) =>
                `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
                  .map((node) => node.target.join(' '))
                  .slice(0, 3)
                  .join(' | ')}`,
            );
          expect(blocking).toEqual([]);
        },
      );
    }
  });
}
