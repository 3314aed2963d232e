import { useCallback, useEffect, useState } from "react";
import type { MessageView } from "../server/http/messages-api";
import { api } from "./api";
import { ListScreen, ScreenNotes } from "./file-list-screen";
import { when } from "./order-words";
import "./today-and-messages.css";
import { fillNodes } from "./words/fill-nodes";
import { messageWords } from "./words/messages";
import { shellWords } from "./words/shell";
import { countWord, fill, languageNameOf, wordsOf } from "./words/studio-words";

/**
 * Messages (docs/owner.md#messages): what visitors sent through the site's forms (the
 * contact form, a product's enquiry), newest first. Opening one marks it read; each says
 * the product it was about, the language it came in, and has a reply link and a delete.
 */

/** A field by its form's label, as the visitor read it; a form the site no longer has, by its name as words: `copy_ok` → "Copy ok". */
const fieldWords = (name: string, labels: Record<string, string> = {}) => labels[name] ?? (name.charAt(0).toUpperCase() + name.slice(1)).replace(/[_-]+/g, " ");
const languageWords = (code: string | null) => {
  if (!code) return "";
  try {
    return languageNameOf(code);
  } catch {
    return code;
  }
};
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Who wrote, and where to answer: the form's `name` and `email` fields, or the first address it holds. */
function sender(message: MessageView) {
  const values = Object.entries(message.fields).filter(([name]) => !name.startsWith("_"));
  const email = message.fields.email && EMAIL.test(message.fields.email) ? message.fields.email : values.find(([, value]) => EMAIL.test(value))?.[1];
  return { name: message.fields.name || email || wordsOf(messageWords).aVisitor, email };
}

/** A reply in the owner's mail program, its subject "Re: …" the product, the topic chosen, or the form. */
function replyLink(message: MessageView) {
  const { email } = sender(message);
  if (!email) return undefined;
  const about = message.product?.title ?? message.fields.subject ?? message.fields.topic ?? wordsOf(messageWords).yourMessage;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(fill(wordsOf(messageWords).replySubject, { about }))}`;
}

function Message({ message, onChanged, onDeleted }: { message: MessageView; onChanged(message: MessageView): void; onDeleted(message: MessageView, problem?: string): void }) {
  const [open, setOpen] = useState(false);
  const { name } = sender(message);
  const isNew = message.readAt === null;
  const id = `message-${message.id}`;
  const reply = replyLink(message);
  const t = wordsOf(messageWords);

  async function mark(read: boolean) {
    const result = await api<MessageView>("POST", `/api/messages/${encodeURIComponent(message.id)}/read`, { read });
    if (result.status === 200) onChanged(result.body);
  }
  async function toggle() {
    setOpen(!open);
    if (!open && isNew) await mark(true);
  }
  async function remove() {
    if (!window.confirm(fill(t.confirmDelete, { name }))) return;
    const result = await api("DELETE", `/api/messages/${encodeURIComponent(message.id)}`);
    onDeleted(message, result.status === 200 ? undefined : (result.body.message ?? fill(t.notDeleted, { status: result.status })));
  }

  return (
    <li className={`message${isNew ? " message--new" : ""}`}>
      <button type="button" className="message__summary" aria-expanded={open} aria-controls={id} onClick={() => void toggle()}>
        {isNew && <span className="message__badge">{t.isNew}</span>}
        <span className="message__from">{name}</span>
        <span className="page-list__meta">
          {when.format(message.receivedAt)}
          {message.product ? fill(t.aboutShort, { product: message.product.title }) : ""}
        </span>
      </button>
      <div id={id} hidden={!open} className="message__body">
        {message.product && (
          <p>
            {fillNodes(t.about, { product: <a href={`#/product/${message.product.slug}`}>{message.product.title}</a> })}
          </p>
        )}
        {message.language && <p className="page-list__meta">{fill(t.writtenIn, { language: languageWords(message.language) })}</p>}
        <dl className="message__fields">
          {Object.entries(message.fields)
            .filter(([field]) => !field.startsWith("_"))
            .map(([field, value]) => (
              <div key={field}>
                <dt>{fieldWords(field, message.labels)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <p className="order-list__actions">
          {reply && (
            <a className="editor-button" href={reply}>
              {fill(t.replyTo, { name })}
            </a>
          )}
          <button type="button" className="editor-button" onClick={() => void mark(false)} disabled={isNew}>
            {t.markNew}
          </button>
          <button type="button" className="editor-button editor-button--danger" onClick={() => void remove()}>
            {t.deleteAsk}
          </button>
        </p>
      </div>
    </li>
  );
}

export function MessageList() {
  const t = wordsOf(messageWords);
  const [messages, setMessages] = useState<MessageView[] | undefined>();
  const [problem, setProblem] = useState("");
  const [status, setStatus] = useState("");
  const load = useCallback(async () => {
    const result = await api<MessageView[]>("GET", "/api/messages");
    if (result.status !== 200) {
      setMessages([]);
      return setProblem(result.body.message ?? fill(t.notRead, { status: result.status }));
    }
    setProblem("");
    setMessages(result.body);
  }, [t]);
  useEffect(() => void load(), [load]);

  const unread = messages?.filter((m) => m.readAt === null).length ?? 0;
  return (
    <ListScreen title={wordsOf(shellWords).messages} className="messages">
      <p className="page-list__intro">
        {t.intro}
      </p>
      <ScreenNotes status={status} problem={problem} />
      {!messages ? (
        <p>{wordsOf(shellWords).loading}</p>
      ) : messages.length === 0 ? (
        <p>{t.noneYet}</p>
      ) : (
        <>
          <p className="order-list__count">
            {fill(t.count, { messages: countWord(t.messages, messages.length), unread })}
          </p>
          <ul className="messages__list" aria-label={wordsOf(shellWords).messages}>
            {messages.map((message) => (
              <Message
                key={message.id}
                message={message}
                onChanged={(changed) => setMessages((list) => list?.map((m) => (m.id === changed.id ? changed : m)))}
                onDeleted={(deleted, failed) => {
                  if (failed) return setProblem(failed);
                  setProblem("");
                  setStatus(fill(t.deleted, { name: sender(deleted).name }));
                  setMessages((list) => list?.filter((m) => m.id !== deleted.id));
                }}
              />
            ))}
          </ul>
        </>
      )}
    </ListScreen>
  );
}
