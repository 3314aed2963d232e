import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import type { Problem } from "../server/content/problems";
import { AddBlock } from "./add-block";
import { BlockNavigator } from "./block-navigator";
import type { FocusKeeper } from "./kept-focus";
import { MoveControls } from "./move-controls";

const usePuck = createUsePuck();

/**
 * Above the fields: the keyboard's way to select, move and add blocks
 * (docs/behaviour/page-builder.md#keyboard), then the selected block's problems (the
 * build's message beside the field it names).
 */
export function FieldProblems({ problems, keeper, children }: { problems: (Problem & { block?: string })[]; keeper: FocusKeeper; children: ReactNode }) {
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const mine = problems.filter((p) => (selected ? p.block === selected : !p.block));
  return (
    <>
      <div className="block-tools">
        <BlockNavigator keeper={keeper} />
        <MoveControls keeper={keeper} />
        <AddBlock keeper={keeper} />
      </div>
      {mine.length > 0 && (
        <div className="field-problems" role="alert">
          {mine.map((p) => (
            <p key={p.text}>
              <strong>{p.path?.slice(-1)[0] ?? "Page"}:</strong> {p.message}
            </p>
          ))}
        </div>
      )}
      <div className="block-fields">{children}</div>
    </>
  );
}
