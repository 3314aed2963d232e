import type { ShownProblem } from "./page-problems";
import { savingWords } from "./words/saving";
import { shellWords } from "./words/shell";
import { wordsOf } from "./words/studio-words";

/** The build's own line, one click away (docs/behaviour/page-builder.md#messages). */
export function ProblemDetails({ text }: { text: string }) {
  return (
    <details className="problem-details">
      <summary>{wordsOf(shellWords).details}</summary>
      <code>{text}</code>
    </details>
  );
}

/** A save's problems, each in plain words with its block, the build's line under "Details". */
export function ProblemList({ problems }: { problems: readonly ShownProblem[] }) {
  return (
    <ul className="editor-problems" aria-label={wordsOf(savingWords).problems}>
      {problems.map((p) => (
        <li key={p.text}>
          <span>
            <strong>{p.where}:</strong> {p.plain}
          </span>
          <ProblemDetails text={p.text} />
        </li>
      ))}
    </ul>
  );
}
