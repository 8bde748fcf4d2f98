import { describe, expect, it } from 'vitest';
import { pageAnswer as page, startWorker } from './service-worker.test-support';

describe('the service worker and pages', () => {
  it('never keeps an answer marked no-store or private (a player page holds their e-mail and history)', async () => {
    for (const cacheControl of [
      'private, no-store',
      'no-store',
      'private',
      'Private, max-age=0',
      'no-cache, no-store',
    ]) {
      const worker = startWorker(() => page(cacheControl));
      for (const path of ['/training', '/daily', '/archive', '/beta']) {
        expect((await worker.navigate(path))?.status).toBe(200);
      }
      expect(worker.keptPages(), cacheControl).toEqual([]);
    }
  });

  it('never keeps a page whose URL holds a code, nor a staff page, a redirect or an error', async () => {
    const worker = startWorker((url) => {
      const { pathname } = new URL(url);
      if (pathname === '/') return page('no-cache', 302);
      if (pathname === '/nowhere') return page('no-cache', 404);
      return page('no-cache');
    });
    for (const path of [
      '/join/ABCD-EFGH-JKMN-PQRS',
      '/forgot-password/s3cr3tC0de',
      '/admin/accounts',
      '/',
      '/nowhere',
    ]) {
      await worker.navigate(path);
    }
    expect(worker.keptPages()).toEqual([]);
  });

  it('keeps a page the server lets be stored, and answers with it when the connection drops', async () => {
    const worker = startWorker(() => page('no-cache'));
    await worker.navigate('/beta');
    await worker.navigate('/join');
    expect(worker.keptPages()).toEqual(['/beta', '/join']);
    worker.setOnline(false);
    expect(await (await worker.navigate('/beta'))?.text()).toBe('<html>200</html>');
    await expect(worker.navigate('/training')).rejects.toThrow('Failed to fetch');
  });

  it('answers a page it did not keep, offline, with the offline page in the texts the app sent', async () => {
    const worker = startWorker(() => page('private, no-store'));
    worker.setOnline(false);
    await expect(worker.navigate('/archive')).rejects.toThrow('Failed to fetch'); // no texts yet
    // Texts that are not what the app sends are not taken.
    await worker.message({ type: 'offline-page', lang: 'en"><script>', title: 'a', text: 'b', retry: 'c' });
    await worker.message({ type: 'offline-page', lang: 'en', title: 'a', text: 7, retry: 'c' });
    await expect(worker.navigate('/archive')).rejects.toThrow('Failed to fetch');
    await worker.message({
      type: 'offline-page',
      lang: 'es',
      title: 'Estás sin conexión',
      text: 'Vuelve <pronto> & "sigue"',
      retry: 'Volver a intentarlo',
    });
    for (const path of ['/archive', '/training']) {
      const shown = await (await worker.navigate(path))!.text();
      expect(shown).toContain('<html lang="es">');
      expect(shown).toContain('<h1>Estás sin conexión</h1>');
      expect(shown).toContain('Vuelve &lt;pronto&gt; &amp; &quot;sigue&quot;');
      expect(shown).toContain('<a href="">Volver a intentarlo</a>'); // the same address, loaded again
    }
    // It is the shell's, with nothing of a player; online, pages come from the network as before.
    expect(worker.keptPages()).toEqual(['/offline.html']);
    worker.setOnline(true);
    expect(await (await worker.navigate('/archive'))!.text()).toBe('<html>200</html>');
  });

  it("drops, once it takes over, the old shell cache that kept players' pages, and keeps the clips", async () => {
    const worker = startWorker(() => page(null), {
      'spelldown-shell-v2': ['/training', '/join/ABCD-EFGH-JKMN-PQRS', '/assets/app.js'],
      'spelldown-audio-v2': ['/audio/abc.mp3'],
    });
    await worker.activate();
    expect(worker.cacheNames()).toEqual(['spelldown-audio-v2']);
  });
});
