/**
 * One format for the whole tree (`npm run format`; CI runs `npm run format:check`). Lines up to 140
 * characters, as the code was written; Tailwind classes in the plugin's order, in `className`,
 * `cn(…)` and `cva(…)` alike.
 */
const config = {
  printWidth: 140,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/globals.css",
  tailwindFunctions: ["cn", "cva"],
};

export default config;
