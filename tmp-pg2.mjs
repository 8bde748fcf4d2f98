import { PGlite } from '@electric-sql/pglite';
import { cpSync, rmSync } from 'node:fs';
const f = (x) => (x / 1048576).toFixed(1);
const [sb, im, extra] = [process.argv[2], process.argv[3], process.argv[4]];
rmSync('/tmp/mem/dbt', { recursive: true, force: true }); cpSync('/tmp/mem/dbcopy', '/tmp/mem/dbt', { recursive: true });
const r0 = process.memoryUsage().rss;
const opts = { dataDir: '/tmp/mem/dbt', startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sb}`, ...(extra ? extra.split(' ') : [])] };
if (im !== '0') opts.initialMemory = Number(im) * 1048576;
const pg = await PGlite.create(opts);
const r1 = process.memoryUsage().rss;
await pg.query('select count(*) from pg_class');
console.log(`sb=${sb} im=${im} ${extra ?? ''}: +${f(r1 - r0)} MB at create, heap ${f(pg.Module.HEAP8.length)} MB, rss ${f(process.memoryUsage().rss)}`);
const h = pg.Module.HEAPU8; let nz = 0, firstZeroRun = 0; const map = [];
for (let p = 0; p < h.length; p += 4096) { let any = false; for (let i = p; i < p + 4096; i += 8) { if (h[i] | h[i+1] | h[i+2] | h[i+3] | h[i+4] | h[i+5] | h[i+6] | h[i+7]) { any = true; break; } } if (any) nz++; map.push(any ? '#' : '.'); }
console.log('nonzero pages', nz, f(nz * 4096), 'MB');
const line = map.join(''); for (let i = 0; i < line.length; i += 256) console.log(String(i*4096/1048576).padStart(5), line.slice(i, i+256).replace(/(.{64})/g, '$1 ').slice(0,0) || (line.slice(i,i+256).split('').reduce((a,c,j)=>{ if (j%16===0) a.push(0); if (c==='#') a[a.length-1]++; return a; }, []).map(n => n===0?'.':n===16?'#':'+').join('')));
import { readFileSync } from 'node:fs';
const sm = readFileSync('/proc/self/smaps', 'utf8').split('\n'); let cur = null; const maps = [];
for (const l of sm) { if (/^[0-9a-f]+-[0-9a-f]+ /.test(l)) { cur = { head: l, rss: 0, size: 0 }; maps.push(cur); } else if (l.startsWith('Rss:')) cur.rss = parseInt(l.split(/\s+/)[1]); else if (l.startsWith('Size:')) cur.size = parseInt(l.split(/\s+/)[1]); }
maps.sort((a, b) => b.rss - a.rss).slice(0, 12).forEach(m => console.log((m.rss/1024).toFixed(1).padStart(7), 'MB of', (m.size/1024).toFixed(0).padStart(8), m.head.slice(0, 110)));
