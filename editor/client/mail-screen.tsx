import { useEffect, useState, type FormEvent } from "react";
import type { MailPreviews, PreviewMail } from "@vitrine/site/editor/server";
import { api } from "./api";
import { ProblemDetails } from "./problem-list";
import { ScreenLinks } from "./studio-screens";

type Setup = { on: boolean; to?: string; from?: string; host?: string; problem?: string; orderEmail?: string };
type Sent = { sent?: boolean; to?: string; message?: string; details?: string };

/** What each previewed mail is, in the owner's words. */
const ABOUT: Record<PreviewMail["kind"], string> = {
  "order-paid": "An order paid online",
  "order-request": "An order request (paid later, by your instructions)",
  contact: "A message from the contact form",
};
const WHO: Record<PreviewMail["to"], string> = { buyer: "What the buyer receives", owner: "What you receive" };

/**
 * Mail (docs/owner.md#mail): whether the site sends mail, a test mail to the order e-mail or
 * an address typed, and what the buyer and the owner receive, previewed in each of the
 * site's languages by the code that sends them.
 */
export function MailScreen() {
  const [setup, setSetup] = useState<Setup | string>();
  const [previews, setPreviews] = useState<MailPreviews[] | string>();
  useEffect(() => {
    void api<Setup>("GET", "/api/mail/setup").then((r) => setSetup(r.status === 200 ? r.body : (r.body.message ?? "Whether mail is set up could not be read.")));
    void api<MailPreviews[]>("GET", "/api/mail/previews").then((r) => setPreviews(r.status === 200 ? r.body : (r.body.message ?? "The previews could not be made.")));
  }, []);
  return (
    <main className="post-editor settings-file mail-screen" id="main">
      <p>
        <a href="#/">What needs doing</a>
      </p>
      <h1>Mail</h1>
      <p className="settings-file__intro">Your site mails you each new order and each message from a visitor, and mails buyers their order.</p>
      {typeof setup === "string" ? <p role="alert">{setup}</p> : setup ? <MailSetup setup={setup} /> : <p>Opening…</p>}
      <section aria-labelledby="mail-previews-title">
        <h2 id="mail-previews-title">What your site sends</h2>
        <p className="settings-file__note">Made up from a sample order of your own products and a sample message; the words are your site&apos;s.</p>
        {typeof previews === "string" ? <p role="alert">{previews}</p> : previews ? <Previews previews={previews} /> : <p>Writing the previews…</p>}
      </section>
      <ScreenLinks label="moreSettings" only={["#/shop-settings", "#/orders", "#/site"]} className="settings-file__more" />
    </main>
  );
}

function MailSetup({ setup }: { setup: Setup }) {
  const [to, setTo] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>();
  const usual = setup.orderEmail ?? setup.to;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setSent(undefined);
    const r = await api<Sent>("POST", "/api/mail/test", to.trim() ? { to: to.trim() } : {});
    setSent(r.body);
    setSending(false);
  };
  if (!setup.on) {
    return (
      <section className="settings-file__links" aria-labelledby="mail-setup-title">
        <h2 id="mail-setup-title">Mail is not set up</h2>
        <p>{setup.problem ?? "Your site sends no mail: orders and messages are kept, and you see them here in the studio, but nobody is mailed, buyers included."}</p>
        <p className="settings-file__note">Whoever runs your site&apos;s server sets mail up, with the address of a mail server (your e-mail provider gives one) and the address mail goes to.</p>
      </section>
    );
  }
  return (
    <section className="settings-file__links" aria-labelledby="mail-setup-title">
      <h2 id="mail-setup-title">Mail is set up</h2>
      {setup.orderEmail && setup.orderEmail !== setup.to ? (
        <p>
          New orders are mailed to <strong>{setup.orderEmail}</strong>, and messages from visitors to <strong>{setup.to}</strong>.
        </p>
      ) : (
        <p>
          New orders and messages from visitors are mailed to <strong>{usual}</strong>.
        </p>
      )}
      <details className="problem-details">
        <summary>Details</summary>
        <dl className="mail-screen__details">
          <dt>Mail server</dt>
          <dd>{setup.host}</dd>
          <dt>Sent from</dt>
          <dd>{setup.from}</dd>
        </dl>
      </details>
      <form className="settings__form" onSubmit={(e) => void send(e)}>
        <div className="settings__field">
          <label htmlFor="mail-test-to">Send it to</label>
          <small id="mail-test-to-help">Leave it empty to send it to {usual}.</small>
          <input id="mail-test-to" type="email" value={to} placeholder={usual} aria-describedby="mail-test-to-help" onChange={(e) => setTo(e.target.value)} />
        </div>
        <button type="submit" className="editor-button editor-button--primary" disabled={sending}>
          {sending ? "Sending…" : "Send me a test mail"}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {sent && (
          <div className={sent.sent ? "mail-screen__sent" : "settings__problem"}>
            <p>{sent.message}</p>
            {sent.details && <ProblemDetails text={sent.details} />}
          </div>
        )}
      </div>
    </section>
  );
}

function Previews({ previews }: { previews: MailPreviews[] }) {
  return (
    <>
      {previews.map((language) => (
        <section key={language.language} aria-labelledby={previews.length > 1 ? `mail-previews-${language.language}` : undefined}>
          {previews.length > 1 && <h3 id={`mail-previews-${language.language}`}>In {language.name}</h3>}
          {language.mails.length === 0 && <p className="settings-file__empty">Your site has no shop and no contact form: it sends no mail.</p>}
          <ul className="settings-file__items">
            {language.mails.map((mail) => (
              <li key={`${mail.kind}-${mail.to}`} className="settings-file__item">
                <details>
                  <summary>
                    <strong>{ABOUT[mail.kind]}</strong>
                    <span className="settings-file__note">{WHO[mail.to]}</span>
                  </summary>
                  <div className="mail-screen__mail">
                    <p>
                      <strong>Subject:</strong> {mail.subject}
                    </p>
                    <pre>{mail.text}</pre>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
