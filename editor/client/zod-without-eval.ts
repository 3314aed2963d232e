import { config } from "zod";

// The schemas check without compiling code at run time: the studio's policy allows no eval
// (docs/behaviour/page-builder.md#who-may-edit), and zod's probe for it would be refused.
config({ jitless: true });
