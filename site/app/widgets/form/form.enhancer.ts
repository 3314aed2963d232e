import { defineEnhancer } from "../../islands/define-enhancer";
import { FORM_ATTR } from "./form-names.mjs";

/**
 * A form works as a plain POST; its code (inline messages, sending without a reload, the
 * spam-protection key) loads when a visitor first reaches for it, so a visitor who
 * never touches it never asks the server for a key (docs/behaviour/server.md#forms).
 */
export default defineEnhancer({
  selector: `form[${FORM_ATTR}]`,
  trigger: "interaction",
  load: () => import("./form-enhance"),
});
