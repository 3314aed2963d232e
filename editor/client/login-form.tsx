import { useState, type FormEvent } from "react";
import { api } from "./api";

/** Asked when the editor runs with EDIT_PASSWORD (docs/behaviour/page-builder.md#who-may-edit). */
export function LoginForm() {
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await api("POST", "/api/login", { password });
    if (result.status === 200) return location.reload();
    setMessage(result.body.message ?? "Signing in failed.");
  }
  return (
    <main className="login" id="main">
      <h1>Page builder</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="password">Editor password</label>
        <input id="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <button type="submit" className="editor-button editor-button--primary">
          Sign in
        </button>
        <p role="alert">{message}</p>
      </form>
    </main>
  );
}
