// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (it proxies /api to :3000).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@sahay/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@sahay/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
