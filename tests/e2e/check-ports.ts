/**
 * `npm run test:e2e` runs this first, before the site's build: a port the browser tests
 * need that is in use fails at once, naming the port and the variable that moves it
 * (ports.ts), instead of after minutes of building.
 */
import { checkPorts, editorPorts, sitePort } from "./ports";
import { chosenVariants } from "./consent-variants/build-variants";
import { variantPorts } from "./consent-variants/variants";
import { staticExportPortUse } from "./static-export/paths";

checkPorts([sitePort(), ...variantPorts(chosenVariants(process.env.E2E_VARIANTS)), staticExportPortUse(), ...editorPorts()]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
