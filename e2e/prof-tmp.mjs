import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const incl = new Map(); let busy = 0;
const RUNS = 3;
for (let run = 0; run < RUNS; run++) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await page.goto(url, { waitUntil: 'commit' });
await cdp.send('Profiler.start');
await page.waitForFunction(() => window.__appReady === true && !document.querySelector('.journey-area:not([data-taken-over])'));
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
await page.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
profile.samples.forEach((id, i) => { const d = profile.timeDeltas[i] || 0; let n = byId.get(id); if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') return; busy += d; const seen = new Set();
  for (let cur = id; cur != null; cur = parent.get(cur)) { const m = byId.get(cur); const cf = m.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\//,'')}:${cf.lineNumber}`; if (seen.has(key)) continue; seen.add(key); incl.set(key, (incl.get(key) || 0) + d); } });
}
console.log('JS busy ms per run', (busy/1000/RUNS).toFixed(0));
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v/1000/RUNS).toFixed(1).padStart(7), k);
await browser.close();
