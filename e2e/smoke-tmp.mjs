import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage();
const urls = [];
page.on('response', r => urls.push(`${r.status()} ${r.url()} ${r.headers()['content-length']??''}`));
page.on('console', m => console.log('CONSOLE', m.type(), m.text()));
page.on('pageerror', e => console.log('PAGEERROR', e.message));
for (const path of process.argv.slice(2)) {
  await page.goto('http://localhost:5173' + path);
  await page.waitForTimeout(1500);
  console.log(path, '=>', (await page.locator('h1').allTextContents()).join(' | '));
}
console.log(urls.join('\n'));
await page.screenshot({ path: '/tmp/shot.png' });
await browser.close();
