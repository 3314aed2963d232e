import "./editor.css";
import { createRoot } from "react-dom/client";
import { api, setCsrf } from "./api";
import { LoginForm, SignOut } from "./login-form";
import { shellWords } from "./words/shell";
import { applyStudioLanguage, wordsOf } from "./words/studio-words";

/**
 * The studio's first script: the sign-in form, or the studio's screens once signed in.
 * The screens, and the site's code and config they draw with, load only with a session:
 * before it the studio serves nothing but this page and its own files
 * (docs/decisions/048-the-studio-serves-its-build.md).
 */
const root = createRoot(document.getElementById("editor")!);
root.render(<p>{wordsOf(shellWords).loading}</p>);
void api<{ signedIn: boolean; csrf?: string; needsPassword?: boolean; language?: string }>("GET", "/api/session").then(async (session) => {
  setCsrf(session.body.csrf);
  // The studio speaks the site's first language (docs/behaviour/page-builder.md#the-studios-language).
  applyStudioLanguage(session.body.language ?? "en", () => wordsOf(shellWords).title);
  if (!session.body.signedIn) return root.render(<LoginForm />);
  const { App } = await import("./studio");
  // A studio without a password (npm run edit on this machine) has no session to end.
  root.render(
    <>
      {session.body.needsPassword && <SignOut />}
      <App />
    </>,
  );
});
