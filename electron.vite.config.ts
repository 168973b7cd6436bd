import { resolve } from "node:path";
import { defineConfig } from "electron-vite";

// The desktop shell: main process, preload (CommonJS, as sandboxed preloads must be) and the
// shell's two local pages. The window itself loads the configured server's UI, so there is no
// second renderer app here. Output goes to build/desktop (git-ignored with the rest of build/).
// `npm run desktop:build` runs scripts/desktop-hardening-check.mjs first.
export default defineConfig({
  main: {
    build: {
      outDir: "build/desktop/main",
      // Bundled, so the packaged app carries no node_modules (the server's dependencies stay out of it).
      externalizeDeps: { exclude: ["electron-store", "zod"] },
      rollupOptions: { input: { index: resolve("desktop/main/index.ts") } },
    },
  },
  preload: {
    build: {
      outDir: "build/desktop/preload",
      rollupOptions: {
        input: { index: resolve("desktop/preload/index.ts") },
        output: { format: "cjs", entryFileNames: "[name].cjs" },
      },
    },
  },
  renderer: {
    root: resolve("desktop/pages"),
    base: "./",
    build: {
      outDir: resolve("build/desktop/pages"),
      emptyOutDir: true,
      modulePreload: false,
      rollupOptions: { input: { setup: resolve("desktop/pages/setup.html"), offline: resolve("desktop/pages/offline.html") } },
    },
  },
});
