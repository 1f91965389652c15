import { chromium } from '@playwright/test'
import { preview } from 'vite'
const dir = process.argv[2]; const at = Number(process.argv[3]); const ret = process.argv[4]==='ret'
const server = await preview({ build:{outDir:dir}, preview: { port: 4175, strictPort: true }, logLevel: 'error' })
const b = await chromium.launch({executablePath:'/usr/bin/chromium'})
for (let i=0;i<2;i++){
const c = await b.newContext({viewport:{width:820,height:1180},hasTouch:true,isMobile:true})
if (ret) { const q = await c.newPage(); await q.goto('http://localhost:4175/games',{waitUntil:'load'}); await q.evaluate(()=>localStorage.setItem('vasavi-kids:story-version:v1','"kids"')); await q.reload(); await q.locator('html[data-app="live"]').waitFor({state:'attached'}); await q.waitForTimeout(1500); await q.close() }
const p = await c.newPage()
await p.addInitScript(() => { const ev = window.__ev = []; const m = (n) => ev.push([n, Math.round(performance.now())]);
 new PerformanceObserver((l) => { for (const e of l.getEntries()) ev.push(['LT'+Math.round(e.duration), Math.round(e.startTime)]) }).observe({type:'longtask', buffered:true});

 for (const n of ['pointerdown','click']) addEventListener(n, (e)=>m(n+(e.isTrusted?'':'-synthetic')), {capture:true});
 const f = () => { if (document.documentElement?.dataset.app==='live' && !window.__live) {window.__live=1; m('live')} if ([...document.querySelectorAll('[data-game-shell]')].some(s=>s.checkVisibility()) && window.__tapped) { m('SHOWN'); return } requestAnimationFrame(f) }; requestAnimationFrame(f);
 addEventListener('pointerdown', ()=>{window.__tapped=1}, {capture:true});
 new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name.includes('/assets/')) ev.push(['res:'+e.name.split('/').pop().slice(0,18), Math.round(e.responseEnd)]) }).observe({type:'resource', buffered:true});
})
const cdp = await c.newCDPSession(p)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await p.goto('http://localhost:4175/games',{waitUntil:'load'})
await p.waitForTimeout(at)
await p.touchscreen.tap(100, 1108)
await p.waitForFunction(()=>window.__ev.some(e=>e[0]==='SHOWN'), undefined, {timeout:30000}).catch(()=>console.log('NOT SHOWN'))
const ev = await p.evaluate(()=>({ev: window.__ev, load: Math.round(performance.getEntriesByType('navigation')[0].loadEventEnd), fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime)}))
console.log('load', ev.load, 'fcp', ev.fcp, ev.ev.sort((a,b)=>a[1]-b[1]).map(([n,t])=>`${t}:${n}`).join(' '))
await c.close()
}
await b.close(); await server.close()
