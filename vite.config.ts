import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Where `npm run dev` forwards data and function calls: the embedded stand-in (supabase/local). */
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:54321';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/rest/v1': { target: backendUrl, changeOrigin: true },
      '/functions/v1': { target: backendUrl, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (id.includes('node_modules/pixi.js') || id.includes('node_modules/@pixi/')) return 'pixi';
          return undefined;
        },
      },
    },
  },
});
