// npm start: install npm packages when missing, build everything, and
// serve the site at http://localhost:8080 (PORT overrides).
import { build } from "./build.mjs";
import { serve } from "./serve.mjs";

try {
  await build();
} catch (err) {
  console.error(`build failed: ${err.message}`);
  process.exit(1);
}
serve();
