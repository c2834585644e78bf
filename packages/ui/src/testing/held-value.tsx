import { useState, type ComponentType } from "react";

interface HeldValueProps<P extends { value: unknown }> {
  /** A controlled component: it shows `value` and reports a change through `report`. */
  component: ComponentType<P>;
  /** The prop it reports a change through: "onChange", "onCommit". */
  report: keyof P & string;
  /** Its props: the story's args, `value` the one it starts from. */
  props: P;
}

/**
 * Renders a controlled component the way a screen uses it: it keeps the value (as a screen keeps
 * a filter in the URL, or a cart line its quantity), so each change shows, and still reports
 * each change to the story's spy. `render: (args) => <HeldValue component={FilterBar} report="onChange" props={args} />`.
 */
export function HeldValue<P extends { value: unknown }>({ component: Component, report, props }: HeldValueProps<P>) {
  const [value, setValue] = useState(props.value);
  const reportToStory = props[report] as (next: P["value"]) => void;
  const held = {
    ...props,
    value,
    [report]: (next: P["value"]) => {
      setValue(next);
      reportToStory(next);
    },
  } as P;
  return <Component {...held} />;
}
