// First: the site's modules read the content folder when they load.
import "./content-root";
import { decideBind } from "./http/bind-policy";
import { ensureClientBuilt } from "./client-build";
import { createEditorServer } from "./create-editor-server";

// `npm run edit` (docs/studio.md): EDIT_HOST, EDIT_PORT, EDIT_PASSWORD, EDIT_ORIGIN;
// `npm run edit:dev` (EDIT_DEV=1) for work on the studio itself.
const bind = decideBind(process.env);
if (!bind.ok) {
  console.error(bind.message);
  process.exit(1);
}
const dev = process.env.EDIT_DEV === "1";
// The studio serves its built page (docs/decisions/048-the-studio-serves-its-build.md), built here when its sources changed.
if (!dev) {
  await ensureClientBuilt().catch((error: Error) => {
    console.error("The studio's page could not be built. Run `npm install`, then `npm run edit` again.");
    // One line for whoever looks after the site: no stack trace.
    console.error(`What went wrong: ${String(error?.message ?? error).split("\n")[0]}`);
    process.exit(1);
  });
}
const started = Date.now();
const editor = await createEditorServer({ password: bind.password, host: bind.host, previewPort: bind.port + 1, publicOrigin: bind.publicOrigin, dev }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
editor.server.once("error", (error: NodeJS.ErrnoException) => {
  const why = error.code === "EADDRINUSE" ? "something else listens there (set EDIT_PORT to another port)" : error.message;
  console.error(`The editor could not listen on ${bind.host}:${bind.port}: ${why}.`);
  void editor.close().finally(() => process.exit(1));
});
editor.server.listen(bind.port, bind.host, () => {
  const host = bind.host.includes(":") ? `[${bind.host}]` : bind.host;
  console.log(`Page builder: http://${host}:${bind.port}/ (ready in ${Date.now() - started} ms)${bind.password ? " — asks for EDIT_PASSWORD" : ""}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void editor.close().then(() => process.exit(0)));
}
