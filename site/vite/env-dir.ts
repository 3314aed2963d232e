import type { InlineConfig, Plugin } from "vite";

/**
 * React Router 7 starts its child compiler (which runs this config's plugins) with
 * `envFile: false`, a setting Vite 8 still honours but warns about on every build: the
 * fix (`envDir: false`) is only in React Router 8, which needs Node 22. This plugin
 * renames the setting before Vite reads it, so the build prints what matters. React
 * Router's loader of its own config file runs no plugins: the build's output filter drops
 * that one warning (scripts/build/once-lines.ts).
 */
export function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: "vitrine:env-dir",
    config(config: InlineConfig) {
      if (config.envFile !== false) return;
      delete config.envFile;
      config.envDir = false;
    },
  };
}
