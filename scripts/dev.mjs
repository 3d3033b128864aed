// npm run dev: the API in watch mode on 3001 behind Vite's dev server (hot reload) on 5173.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PORT: '3001',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@client-admin/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: 'http://localhost:3001' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
