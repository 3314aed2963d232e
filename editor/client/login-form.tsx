import { useState, type FormEvent } from "react";
import { api } from "./api";
import { shellWords } from "./words/shell";
import { wordsOf } from "./words/studio-words";

/**
 * Asked when the studio needs a password (docs/behaviour/page-builder.md#who-may-edit): with
 * EDIT_PASSWORD, or the owner's account where the site's server serves it, whose second
 * factor, when on, asks for a code after the password (docs/owner.md#opening-the-studio).
 */
export function LoginForm() {
  const t = wordsOf(shellWords);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  const [message, setMessage] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await api<{ secondFactor?: boolean }>("POST", "/api/login", askCode ? { password, code } : { password });
    if (result.status === 200) return location.reload();
    if (result.body.secondFactor) setAskCode(true);
    setCode("");
    setMessage(result.body.message ?? t.signInFailed);
  }
  return (
    <main className="login" id="main">
      <h1>{t.title}</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="password">{t.password}</label>
        <input id="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        {askCode && (
          <>
            <label htmlFor="code">{t.code}</label>
            <input id="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} required autoFocus />
          </>
        )}
        <button type="submit" className="editor-button editor-button--primary">
          {t.signIn}
        </button>
        <p role="alert">{message}</p>
      </form>
    </main>
  );
}

/** Ends the session on this browser and shows the sign-in form again. */
export function SignOut() {
  const t = wordsOf(shellWords);
  return (
    <aside className="sign-out" aria-label={t.yourSession}>
      <button type="button" className="editor-button" onClick={() => void api("POST", "/api/logout", {}).then(() => location.reload())}>
        {t.signOut}
      </button>
    </aside>
  );
}
