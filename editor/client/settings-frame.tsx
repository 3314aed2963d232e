import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import type { SiteAddress } from "../server/content/site-addresses";
import { api } from "./api";
import { SaveActions, SaveOutcome } from "./file-form-parts";
import { placeOf, plainProblem } from "./plain-words";
import { ProblemDetails } from "./problem-list";
import { ADDRESSES_LIST, idOf } from "./setting-field";
import { useBuildJob } from "./use-build-job";
import type { SettingsForm } from "./use-settings-file";
import { savingWords } from "./words/saving";
import { shellWords } from "./words/shell";
import { wordsOf } from "./words/studio-words";

/**
 * A settings screen's frame (docs/behaviour/page-builder.md#site-menu-and-footer): the way back,
 * the heading, the form, Save and Publish, the save's status, the conflict choice, and the
 * list of the site's addresses the address fields offer.
 */
export function SettingsFrame({ form, heading, intro, names, children }: { form: SettingsForm; heading: string; intro: ReactNode; /** The screen's own names for its keys, in the list of problems. */ names?: Record<string, string>; children: ReactNode }) {
  const { state: publishState, start: publish } = useBuildJob("/api/publish");
  const [addresses, setAddresses] = useState<SiteAddress[]>([]);
  const t = wordsOf(savingWords);
  useEffect(() => {
    void api<SiteAddress[]>("GET", "/api/addresses").then((r) => r.status === 200 && setAddresses(r.body));
  }, []);
  if (typeof form.data === "string")
    return (
      <p role="alert">
        {form.data} <a href="#/">{t.backToStudio}</a>
      </p>
    );
  if (!form.data) return <p>{wordsOf(shellWords).opening}</p>;
  return (
    <main className="post-editor settings-file" id="main">
      <p>
        <a href="#/">{wordsOf(shellWords).whatNeedsDoing}</a>
      </p>
      <h1>{heading}</h1>
      <p className="settings-file__intro">{intro}</p>
      {form.unreadable.length > 0 && (
        <div className="settings-file__broken" role="alert">
          <p>
            <strong>{t.settingsBroken}</strong> {t.settingsBrokenText}
          </p>
          <ProblemDetails text={form.unreadable.join("\n")} />
        </div>
      )}
      <form className="settings__form settings-file__form" onSubmit={form.submit}>
        {children}
        <ProblemSummary form={form} names={names} />
        <SaveActions dirty={form.dirty} saving={form.saving} publish={{ running: publishState.status === "running", start: () => void publish() }} />
        <SaveOutcome form={form} status={form.status} publishState={publishState} conflictLabel={t.settingsChanged} />
      </form>
      <datalist id={ADDRESSES_LIST}>
        {addresses.map((a) => (
          <option key={a.href} value={a.href} label={`${a.label} (${a.kind})`} />
        ))}
      </datalist>
    </main>
  );
}

/**
 * Every open problem of the last save, above Save, each naming its place and linking to
 * its field when the screen has one: what a save refused is never only somewhere out of
 * sight (a field the screen does not show, such as an unknown key, is named by its place).
 */
function ProblemSummary({ form, names }: { form: SettingsForm; names?: Record<string, string> }) {
  if (form.problems.length === 0) return null;
  return (
    <section className="settings-file__problems" aria-labelledby="settings-problems-title">
      <h2 id="settings-problems-title">{wordsOf(savingWords).toFix}</h2>
      <ul>
        {form.problems.map((p) => {
          const id = idOf(p.path ?? []);
          const focus = (event: MouseEvent) => {
            event.preventDefault();
            document.getElementById(id)?.focus();
          };
          return (
            <li key={p.text}>
              <a href={`#${id}`} onClick={focus}>
                {plainProblem(placeOf(p.path ?? [], names), p.message)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
