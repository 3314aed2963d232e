import { useEffect, useState, type FormEvent } from "react";
import type { MailPreviews, PreviewMail } from "@vitrine/site/editor/server";
import { api } from "./api";
import { ProblemDetails } from "./problem-list";
import { ScreenLinks } from "./studio-screens";
import { fillNodes } from "./words/fill-nodes";
import { mailWords } from "./words/mail";
import { shellWords } from "./words/shell";
import { fill, languageNameOf, wordsOf } from "./words/studio-words";

type Setup = { on: boolean; to?: string; from?: string; host?: string; problem?: string; orderEmail?: string };
type Sent = { sent?: boolean; to?: string; message?: string; details?: string };

/** What each previewed mail is, in the owner's words, read in the owner's language. */
const ABOUT: Record<PreviewMail["kind"], string> = {
  get "order-paid"() { return wordsOf(mailWords).orderPaid; },
  get "order-request"() { return wordsOf(mailWords).orderRequest; },
  get "order-shipped"() { return wordsOf(mailWords).orderShipped; },
  get contact() { return wordsOf(mailWords).contact; },
};
const WHO: Record<PreviewMail["to"], string> = { get buyer() { return wordsOf(mailWords).buyer; }, get owner() { return wordsOf(mailWords).owner; } };

/**
 * Mail (docs/owner.md#mail): whether the site sends mail, a test mail to the order e-mail or
 * an address typed, and what the buyer and the owner receive, previewed in each of the
 * site's languages by the code that sends them.
 */
export function MailScreen() {
  const [setup, setSetup] = useState<Setup | string>();
  const [previews, setPreviews] = useState<MailPreviews[] | string>();
  const t = wordsOf(mailWords);
  useEffect(() => {
    void api<Setup>("GET", "/api/mail/setup").then((r) => setSetup(r.status === 200 ? r.body : (r.body.message ?? t.setupNotRead)));
    void api<MailPreviews[]>("GET", "/api/mail/previews").then((r) => setPreviews(r.status === 200 ? r.body : (r.body.message ?? t.previewsNotMade)));
  }, [t]);
  return (
    <main className="post-editor settings-file mail-screen" id="main">
      <p>
        <a href="#/">{wordsOf(shellWords).whatNeedsDoing}</a>
      </p>
      <h1>{wordsOf(shellWords).mail}</h1>
      <p className="settings-file__intro">{t.intro}</p>
      {typeof setup === "string" ? <p role="alert">{setup}</p> : setup ? <MailSetup setup={setup} /> : <p>{wordsOf(shellWords).opening}</p>}
      <section aria-labelledby="mail-previews-title">
        <h2 id="mail-previews-title">{t.whatItSends}</h2>
        <p className="settings-file__note">{t.sample}</p>
        {typeof previews === "string" ? <p role="alert">{previews}</p> : previews ? <Previews previews={previews} /> : <p>{t.writing}</p>}
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
  const t = wordsOf(mailWords);
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
        <h2 id="mail-setup-title">{t.notSetUp}</h2>
        <p>{setup.problem ?? t.noMail}</p>
        <p className="settings-file__note">{t.whoSetsUp}</p>
      </section>
    );
  }
  return (
    <section className="settings-file__links" aria-labelledby="mail-setup-title">
      <h2 id="mail-setup-title">{t.setUp}</h2>
      {setup.orderEmail && setup.orderEmail !== setup.to ? (
        <p>
          {fillNodes(t.ordersAndMessages, { orders: <strong>{setup.orderEmail}</strong>, messages: <strong>{setup.to}</strong> })}
        </p>
      ) : (
        <p>
          {fillNodes(t.bothTo, { to: <strong>{usual}</strong> })}
        </p>
      )}
      <details className="problem-details">
        <summary>{wordsOf(shellWords).details}</summary>
        <dl className="mail-screen__details">
          <dt>{t.mailServer}</dt>
          <dd>{setup.host}</dd>
          <dt>{t.sentFrom}</dt>
          <dd>{setup.from}</dd>
        </dl>
      </details>
      <form className="settings__form" onSubmit={(e) => void send(e)}>
        <div className="settings__field">
          <label htmlFor="mail-test-to">{t.sendTo}</label>
          <small id="mail-test-to-help">{fill(t.leaveEmpty, { to: usual ?? "" })}</small>
          <input id="mail-test-to" type="email" value={to} placeholder={usual} aria-describedby="mail-test-to-help" onChange={(e) => setTo(e.target.value)} />
        </div>
        <button type="submit" className="editor-button editor-button--primary" disabled={sending}>
          {sending ? t.sending : t.sendTest}
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
  const t = wordsOf(mailWords);
  return (
    <>
      {previews.map((language) => (
        <section key={language.language} aria-labelledby={previews.length > 1 ? `mail-previews-${language.language}` : undefined}>
          {previews.length > 1 && <h3 id={`mail-previews-${language.language}`}>{fill(t.inLanguage, { language: languageNameOf(language.language) })}</h3>}
          {language.mails.length === 0 && <p className="settings-file__empty">{t.noMailSent}</p>}
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
                      <strong>{t.subject}</strong> {mail.subject}
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
