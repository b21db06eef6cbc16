// Preloaded into the bench server (BENCH_SERVER_NODE_OPTIONS="--require ./bench/lib/cpu-profile.cjs",
// with BENCH_PROFILE_DIR): profiles the process's CPU from start to exit and writes a
// .cpuprofile there (open it in Chrome DevTools). NODE_OPTIONS may not hold --cpu-prof itself.
const { Session } = require('node:inspector');
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // The inspector answers within this call, so the profile is written before the process ends.
    session.post('Profiler.stop', (error, result) => {
      if (error || !result) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
