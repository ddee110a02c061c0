import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '#app': fileURLToPath(new URL('./app', import.meta.url)),
      '#src': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: { cssMinify: true },
});
