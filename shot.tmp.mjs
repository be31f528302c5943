import { chromium } from '@playwright/test'
const [,, path, name, width, height, full] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, deviceScaleFactor: 1 })
await page.goto('http://127.0.0.1:3200' + path, { waitUntil: 'networkidle' })
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full === 'full' })
await browser.close()
