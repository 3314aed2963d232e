import { useEffect, useMemo, useState, type CSSProperties, type FormEvent } from "react";
import { fieldsOf, kitGroups, kitVariables, type Kit } from "@vitrine/site/editor";
import type { Problem } from "../server/content/problems";
import { contrastProblems } from "../shared/contrast";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { api } from "./api";
import { browserColour } from "./browser-colour";
import { plainProblem } from "./plain-words";
import { ProblemDetails } from "./problem-list";
import { FontChoice } from "./font-choice";
import { linkCatalogueFonts } from "./catalogue-fonts";
import { colourWords } from "./words/colours";
import { fillNodes } from "./words/fill-nodes";
import { shellWords } from "./words/shell";
import { fill, wordsOf } from "./words/studio-words";

type Group = keyof typeof kitGroups;
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The colours and fonts panel (docs/behaviour/page-builder.md#colours-and-fonts): the kit's
 * colours and fonts, with their labels and help from the kit's schema, a live sample,
 * and a save checked and written like a page's (docs/decisions/026-kit-settings-file.md).
 */
export function SettingsPanel() {
  const groups = useMemo(() => ({ colors: fieldsOf(kitGroups.colors.shape), fonts: fieldsOf(kitGroups.fonts.shape) }), []);
  const [loaded, setLoaded] = useState<{ kit: Kit; version: string } | undefined>();
  const [kit, setKit] = useState<Kit | undefined>();
  const [message, setMessage] = useState("");
  const [problems, setProblems] = useState<Problem[]>([]);
  // The settings a save's problems were about: a field changed since shows its message no more.
  const [problemKit, setProblemKit] = useState<Kit | undefined>();
  useEffect(() => {
    void api<{ kit: Kit; version: string }>("GET", "/api/kit").then((r) => {
      setLoaded(r.body);
      setKit(r.body.kit);
    });
  }, []);
  // The samples draw each family of the catalogue (docs/decisions/041-font-catalogue.md).
  useEffect(() => linkCatalogueFonts(document), []);
  const dirty = Boolean(kit && loaded && JSON.stringify(kit) !== JSON.stringify(loaded.kit));
  useUnsavedWarning(dirty);
  if (!kit || !loaded) return <p>{wordsOf(shellWords).loading}</p>;

  const set = (group: Group, name: string, value: string) => setKit({ ...kit, [group]: { ...kit[group], [name]: value } });

  async function save(event: FormEvent, version = loaded!.version) {
    event.preventDefault();
    const result = await api<{ status: string; version: string; problems: Problem[]; current: string }>("PUT", "/api/kit", { kit, version });
    if (result.status === 200) {
      setLoaded({ kit: kit!, version: result.body.version });
      setProblems([]);
      if (result.body.status === "unchanged") return setMessage(result.body.message ?? wordsOf(colourWords).nothingToSave);
      return setMessage(wordsOf(colourWords).saved);
    }
    if (result.status === 422) {
      setProblems(result.body.problems);
      setProblemKit(kit);
      return setMessage(wordsOf(colourWords).notSaved);
    }
    if (result.status === 409 && window.confirm(fill(wordsOf(colourWords).overwrite, { message: result.body.message ?? "" }))) return save(event, result.body.current);
    setMessage(result.body.message ?? fill(wordsOf(colourWords).savingFailed, { status: result.status }));
  }

  const sample = kitVariables(kit) as CSSProperties;
  // Checked as the owner types (docs/behaviour/page-builder.md#guards); the server checks the same on save.
  const labels = Object.fromEntries(Object.entries(groups.colors).map(([name, field]) => [name, field.label]));
  const hard = contrastProblems(kit.colors, labels, browserColour);
  const stillWrong = (p: Problem) => p.path?.length === 2 && String((kit[p.path[0] as Group] as Record<string, string> | undefined)?.[p.path[1]!] ?? "") === String((problemKit?.[p.path[0] as Group] as Record<string, string> | undefined)?.[p.path[1]!] ?? "");
  const status = problems.length > 0 && !problems.some(stillWrong) && hard.length === 0 ? wordsOf(colourWords).allFixed : message;
  const t = wordsOf(colourWords);

  return (
    <main className="settings" id="main">
      <p>
        <a href="#/">{wordsOf(shellWords).whatNeedsDoing}</a>
      </p>
      <h1>{wordsOf(shellWords).colours}</h1>
      <div className="settings__layout">
        <form onSubmit={(e) => void save(e)} className="settings__form">
          {(Object.keys(groups) as Group[]).map((group) => (
            <fieldset key={group}>
              <legend>{group === "colors" ? t.colours : t.fonts}</legend>
              {group === "fonts" && (
                // What a choice costs, in plain words (docs/decisions/041-font-catalogue.md: 29–51 KB a family).
                <small className="settings__note">{t.fontCost}</small>
              )}
              {Object.entries(groups[group]).map(([name, field]) => {
                const id = `kit-${group}-${name}`;
                const value = String((kit[group] as Record<string, string>)[name] ?? "");
                // A save's problem about this field, unless the owner has changed the field since.
                const saved = problems.find((p) => p.path?.[0] === group && p.path[1] === name && stillWrong(p));
                const live = group === "colors" ? hard.filter((p) => p.field === name) : [];
                const problem = saved || live.length > 0;
                const problemText = problem && (
                  <div className="settings__problem" id={`${id}-problem`} role="alert">
                    {live.map((p) => (
                      <p key={p.message}>{p.message}</p>
                    ))}
                    {saved && !live.some((p) => p.message === saved.message) && (
                      <>
                        <p>{plainProblem(field.label, saved.message)}</p>
                        <ProblemDetails text={saved.text} />
                      </>
                    )}
                  </div>
                );
                if (group === "fonts") {
                  return (
                    <div key={name} className="settings__field">
                      <FontChoice id={id} label={field.label} value={value} saved={String((loaded.kit.fonts as Record<string, string>)[name] ?? "")} describedBy={problem ? `${id}-problem` : undefined} onChange={(next) => set(group, name, next)} />
                      {problemText}
                    </div>
                  );
                }
                return (
                  <div key={name} className="settings__field">
                    <label htmlFor={id}>{field.label}</label>
                    {field.metadata.help && <small id={`${id}-help`}>{field.metadata.help}</small>}
                    <div className="settings__inputs">
                      {group === "colors" && <input type="color" aria-label={fill(t.pick, { label: field.label })} value={HEX.test(value) ? value : "#000000"} onChange={(e) => set(group, name, e.target.value)} />}
                      <input id={id} value={value} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : field.metadata.help ? `${id}-help` : undefined} onChange={(e) => set(group, name, e.target.value)} />
                    </div>
                    {problemText}
                  </div>
                );
              })}
            </fieldset>
          ))}
          <button type="submit" className="editor-button editor-button--primary" disabled={!dirty}>
            {t.saveSettings}
          </button>
          <p role="status">{status}</p>
        </form>
        <section className="kit-sample" style={sample} aria-label={t.livePreview}>
          <div className="kit-sample__page">
            <h2>{t.sampleTitle}</h2>
            <p>
              {fillNodes(t.sampleBody, { link: <a href="#/settings">{t.sampleLink}</a> })}
            </p>
            <p className="kit-sample__muted">{t.sampleMuted}</p>
            <span className="kit-sample__button">{t.sampleButton}</span>
          </div>
          <div className="kit-sample__surface">{t.sampleSurface}</div>
          <div className="kit-sample__accent">{t.sampleAccent}</div>
        </section>
      </div>
    </main>
  );
}
