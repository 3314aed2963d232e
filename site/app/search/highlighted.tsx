import type { Segment } from "./highlight.mjs";

/** Text with the matched words in <mark>; React escapes every piece. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text))}
    </>
  );
}
