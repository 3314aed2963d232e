import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import { AddBlock } from "./add-block";
import { BlockNavigator } from "./block-navigator";
import { ProblemBox } from "./file-form-parts";
import type { FocusKeeper } from "./kept-focus";
import { MoveControls } from "./move-controls";
import type { ShownProblem } from "./page-problems";

const usePuck = createUsePuck();

/**
 * Above the fields: the keyboard's way to select, move and add blocks
 * (docs/behaviour/page-builder.md#keyboard), then the selected block's problems (the
 * plain words, naming the field by its label, the build's line under "Details"), and
 * with no block selected, the page's destructive action, set apart at the foot.
 */
export function FieldProblems({ problems, keeper, danger, children }: { problems: ShownProblem[]; keeper: FocusKeeper; danger: ReactNode; children: ReactNode }) {
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const mine = problems.filter((p) => (selected ? p.block === selected : !p.block));
  return (
    <>
      <div className="block-tools">
        <BlockNavigator keeper={keeper} />
        <MoveControls keeper={keeper} />
        <AddBlock keeper={keeper} />
      </div>
      <ProblemBox className="field-problems" problems={mine} />
      <div className="block-fields">{children}</div>
      {!selected && danger}
    </>
  );
}
