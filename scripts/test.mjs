// `npm test`: install what is missing (npm packages and, as root, Debian's chromium and
// LibreOffice Calc, which opens the employee import template in a test),
// then typecheck, lint, unit and API tests on real PostgreSQL, web component tests,
// the web build and the Playwright end-to-end tests. Every step runs; the exit code
// is non-zero if any failed.
import { existsSync } from 'node:fs';
import { DEBIAN_CHROMIUM as CHROMIUM } from './lib/chromium.mjs';
import { ROOT, ensureDependencies, log, run } from './lib/run.mjs';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    log(`Falta ${CHROMIUM}. Instálalo con "sudo apt-get install -y chromium" para las pruebas de extremo a extremo.`);
    return;
  }
  log('Instalando Chromium de Debian (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'fonts-liberation'],
    { env },
  );
}

const SOFFICE = '/usr/bin/soffice';

/** The import template must open in LibreOffice; without it that one check is skipped (and says so). */
async function ensureLibreOffice() {
  if (existsSync(SOFFICE)) return;
  if (process.getuid?.() !== 0) {
    log(
      `Falta ${SOFFICE}: la prueba que abre la plantilla de empleados en LibreOffice se omitirá. ` +
        `Instálalo con "sudo apt-get install -y libreoffice-calc-nogui".`,
    );
    return;
  }
  log('Instalando LibreOffice Calc de Debian (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  const code = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-calc-nogui'], {
    env,
  });
  if (code !== 0) log('No se pudo instalar LibreOffice: la prueba que abre la plantilla en LibreOffice se omitirá.');
}

const steps = [
  ['Tipos (tsc)', 'npm', ['run', 'typecheck']],
  ['Lint (eslint)', 'npm', ['run', 'lint']],
  ['Formato (prettier --check)', 'npm', ['run', 'format:check']],
  ['Especificación en docs/spec y comentarios sin números de issue (node --test)', 'npm', ['run', 'test:scripts']],
  ['Dominio (vitest)', 'npm', ['test', '-w', '@abono/domain']],
  ['API sobre PostgreSQL real (vitest)', 'npm', ['test', '-w', '@abono/api']],
  // Over two minutes, so a step of its own (decision 091): kill -9 of the real server mid-write.
  ['Caídas: kill -9 del servidor a media escritura (npm run test:crash)', 'npm', ['run', 'test:crash']],
  ['Cálculos del benchmark (node --test)', 'npm', ['test', '-w', '@abono/bench']],
  ['Componentes web (vitest)', 'npm', ['test', '-w', '@abono/web']],
  ['Compilación web (vite)', 'npm', ['run', 'build', '-w', '@abono/web']],
  ['Extremo a extremo (Playwright + Chromium)', 'npm', ['run', 'e2e']],
];

const started = Date.now();
await ensureDependencies();
await ensureChromium();
await ensureLibreOffice();

const results = [];
for (const [name, command, args] of steps) {
  log(`▶ ${name}`);
  const t = Date.now();
  const code = await run(command, args, { cwd: ROOT });
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t) / 1000) });
}

console.log('');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Tiempo total: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
