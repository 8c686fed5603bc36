/** Vite config of the benchmark floor (bench/lighthouse/floor): the site's React plugin and build target, nothing else. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', manifest: true },
});
