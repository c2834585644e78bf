import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { SearchIcon, XIcon } from "../icons/index.ts";
import { cn } from "../utils.ts";
import { Button, type ButtonProps } from "./Button.tsx";
import { Input } from "./Input.tsx";
import { Label } from "./Label.tsx";

/** The search button of a `submit` field. */
interface SearchFieldButton {
  /** The button's words, or its accessible name when `content` is "icon". */
  label: string;
  /** The words while a search is out (the field is busy). Default: `label`. */
  busyLabel?: string;
  /** "text" (default): the words; "icon": the magnifier alone, named by `label`; "both": magnifier and words. */
  content?: "text" | "icon" | "both";
  size?: ButtonProps["size"];
  className?: string;
}

interface SearchFieldBase {
  /** The box's label: shown above it, or read to screen readers only with `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only. Default false. */
  hideLabel?: boolean;
  labelClassName?: string;
  placeholder?: string;
  /** The magnifier inside the box, at its left. Default false. */
  icon?: boolean;
  /**
   * A clear button (×) inside the box while it holds text: it empties the box (and in `live` and
   * `debounce` modes searches for nothing at once) and keeps focus in the box. Default false.
   */
  clearable?: boolean;
  /** The clear button's accessible name. Default "Clear search". */
  clearLabel?: string;
  disabled?: boolean;
  /** More attributes for the input: `name`, `type` ("search" by default), `autoCapitalize`, `aria-describedby`, a class. */
  inputProps?: Omit<React.ComponentProps<"input">, "id" | "value" | "defaultValue" | "onChange" | "placeholder" | "disabled" | "ref">;
  /** The input, for a caller that moves focus to it. */
  inputRef?: React.Ref<HTMLInputElement>;
  /** Classes for the row holding the box and the button. */
  rowClassName?: string;
  /** Shown under the row, inside the field (a hint, a help). */
  children?: React.ReactNode;
}

/**
 * `submit`: a search form (a `search` landmark) that searches on Enter or its button, with the
 * trimmed text. An empty search calls `onEmpty` and keeps focus in the box, unless `allowEmpty`.
 * While a promise returned by `onSearch` is out the field is busy: the button shows `busyLabel`
 * and is disabled, and Enter sends nothing more; a rejection only ends the busy state (the caller
 * reports failures).
 */
type SubmitSearchFieldProps = SearchFieldBase &
  Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
    mode: "submit";
    onSearch: (query: string) => unknown;
    /** The text to start with. Give the field a `key` to start again from a new one. */
    defaultValue?: string;
    /** Sends an empty search too (it clears a search). Default false. */
    allowEmpty?: boolean;
    /** Called instead of searching when the box is empty or holds only spaces: a toast, say. */
    onEmpty?: () => void;
    /** The search button; omit it for a field that searches on Enter only. */
    button?: SearchFieldButton;
    /** Forces the busy state, for a caller that tracks the request itself. Default false. */
    busy?: boolean;
  };

/**
 * `debounce`: searches as the visitor types, with the trimmed text, after `debounceMs` without a
 * key, or at once on Enter, never twice for the same text. `value` is the search in force; when it
 * changes from outside (a reset, Back) the box shows it, unless the visitor is typing it.
 */
type DebouncedSearchFieldProps = SearchFieldBase &
  Omit<React.ComponentProps<"div">, "children"> & {
    mode: "debounce";
    value: string;
    onSearch: (search: string) => void;
    debounceMs: number;
  };

/** `live`: a controlled box; every key sends the text as it is (the caller filters what it shows). */
type LiveSearchFieldProps = SearchFieldBase &
  Omit<React.ComponentProps<"div">, "children"> & {
    mode: "live";
    value: string;
    onSearch: (text: string) => void;
  };

export type SearchFieldProps = SubmitSearchFieldProps | DebouncedSearchFieldProps | LiveSearchFieldProps;

/**
 * The shop's one search box: a label, the box (with an optional magnifier and clear button) and,
 * for a form, its search button. `mode` sets how it searches: `submit` on Enter or the button
 * (the header, the home page's model search, the blog), `debounce` as the visitor types (a
 * listing's filters) or `live` on every key (filtering a list already on the page).
 */
export function SearchField(props: SearchFieldProps) {
  if (props.mode === "submit") return <SubmitSearchField {...props} />;
  if (props.mode === "debounce") return <DebouncedSearchField {...props} />;
  return <LiveSearchField {...props} />;
}

const BASE_KEYS = [
  "label",
  "hideLabel",
  "labelClassName",
  "placeholder",
  "icon",
  "clearable",
  "clearLabel",
  "disabled",
  "inputProps",
  "inputRef",
  "rowClassName",
  "children",
] as const satisfies ReadonlyArray<keyof SearchFieldBase>;

/** The props every mode shares, and the rest (the mode's own and the root element's). */
function splitBase<P extends SearchFieldBase>(props: P): [SearchFieldBase, Omit<P, keyof SearchFieldBase>] {
  const rest = { ...props } as Record<string, unknown>;
  const base: Record<string, unknown> = {};
  for (const key of BASE_KEYS) {
    base[key] = rest[key];
    delete rest[key];
  }
  return [base as unknown as SearchFieldBase, rest as Omit<P, keyof SearchFieldBase>];
}

type FrameProps = {
  base: SearchFieldBase;
  id: string;
  input: React.ComponentProps<"input">;
  /** What the clear button does, for a clearable field. */
  onClear: () => void;
  button?: React.ReactNode;
};

/** Label, box and button, laid out the same in every mode. */
function Frame({ base, id, input, onClear, button }: FrameProps) {
  const { label, hideLabel, labelClassName, placeholder, icon, clearable, clearLabel = "Clear search", disabled, rowClassName, children } = base;
  return (
    <>
      <Label htmlFor={id} className={cn(hideLabel && "sr-only", labelClassName)}>
        {label}
      </Label>
      <div data-slot="search-field-row" className={cn("flex gap-2", rowClassName)}>
        <div className="relative min-w-0 flex-1">
          {icon ? <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" /> : null}
          <Input
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            {...input}
            id={id}
            placeholder={placeholder}
            disabled={disabled}
            className={cn(icon && "pl-9", clearable && "pr-9", input.className)}
          />
          {clearable && !disabled && String(input.value ?? "") !== "" ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={clearLabel}
              onClick={onClear}
              className="absolute top-1/2 right-1 size-7 -translate-y-1/2 text-muted-foreground"
            >
              <XIcon />
            </Button>
          ) : null}
        </div>
        {button}
      </div>
      {children}
    </>
  );
}

/** Sets a ref the caller gave (an object or a callback). */
function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/** The input ref the field needs for focus, also handed to the caller's `inputRef`. */
function useInputRef(inputRef: React.Ref<HTMLInputElement> | undefined) {
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = (element: HTMLInputElement | null) => {
    own.current = element;
    assignRef(inputRef, element);
  };
  return [own, setRef] as const;
}

function SubmitSearchField(props: SubmitSearchFieldProps) {
  const [base, { mode: _mode, onSearch, defaultValue = "", allowEmpty = false, onEmpty, button, busy: forcedBusy = false, className, ...formProps }] =
    splitBase(props);
  const id = useId();
  const [input, setInput] = useInputRef(base.inputRef);
  const [text, setText] = useState(defaultValue);
  const [pending, setPending] = useState(false);
  const busy = pending || forcedBusy;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // What the box shows: text typed before the page hydrated is in the input, not yet in state;
    // the state takes it, or the next render would empty the box.
    const shown = input.current?.value ?? text;
    if (shown !== text) setText(shown);
    const query = shown.trim();
    if (query === "" && !allowEmpty) {
      onEmpty?.();
      input.current?.focus();
      return;
    }
    const result = onSearch(query);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports the failure; the field only goes back to idle.
    } finally {
      setPending(false);
    }
  };

  const content = button?.content ?? "text";
  return (
    <form
      role="search"
      aria-busy={busy}
      data-slot="search-field"
      data-state={busy ? "searching" : "idle"}
      onSubmit={submit}
      className={cn("grid gap-1.5", className)}
      {...formProps}
    >
      <Frame
        base={base}
        id={id}
        input={{ ...base.inputProps, ref: setInput, value: text, onChange: (event) => setText(event.target.value) }}
        onClear={() => {
          setText("");
          input.current?.focus();
        }}
        button={
          button ? (
            <Button
              type="submit"
              size={button.size}
              disabled={busy || base.disabled}
              aria-label={content === "icon" ? button.label : undefined}
              className={button.className}
            >
              {busy && button.busyLabel ? (
                button.busyLabel
              ) : (
                <>
                  {content === "text" ? null : <SearchIcon />}
                  {content === "icon" ? null : button.label}
                </>
              )}
            </Button>
          ) : null
        }
      />
    </form>
  );
}

function DebouncedSearchField(props: DebouncedSearchFieldProps) {
  const [base, { mode: _mode, value, onSearch, debounceMs, className, ...divProps }] = splitBase(props);
  const id = useId();
  const [input, setInput] = useInputRef(base.inputRef);

  // The box's own text; `value` is the search last in force.
  const [draft, setDraft] = useState(value);
  const [known, setKnown] = useState(value);
  if (value !== known) {
    // The search changed from outside (a reset, Back): show it, unless it is what the visitor is
    // typing, give or take spaces (so searching "pump " does not eat the space).
    setKnown(value);
    if (draft.trim() !== value) setDraft(value);
  }

  // The latest value and callback, for the timer to search against.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });

  // The search last sent, until `value` catches up with it: Enter and the pause can both fire
  // before the parent re-renders, and the second must not send it again (on a screen, a second
  // history entry for the same search, so Back would seem to do nothing).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    sent.current = null;
  }, [value]);

  const commit = (text: string) => {
    const search = text.trim();
    if (search === latest.current.value || search === sent.current) return;
    sent.current = search;
    latest.current.onSearch(search);
  };

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => commit(draft), debounceMs);
    return () => window.clearTimeout(timer);
    // commit reads the latest value through a ref, so a change elsewhere while the visitor types
    // does not restart the wait; only a new draft (or search) does.
  }, [draft, value, debounceMs]);

  return (
    <div data-slot="search-field" className={cn("grid gap-1.5", className)} {...divProps}>
      <Frame
        base={base}
        id={id}
        input={{
          ...base.inputProps,
          ref: setInput,
          value: draft,
          onChange: (event) => setDraft(event.target.value),
          onKeyDown: (event) => {
            base.inputProps?.onKeyDown?.(event);
            if (event.key === "Enter") {
              event.preventDefault();
              commit(draft);
            }
          },
        }}
        onClear={() => {
          setDraft("");
          commit("");
          input.current?.focus();
        }}
      />
    </div>
  );
}

function LiveSearchField(props: LiveSearchFieldProps) {
  const [base, { mode: _mode, value, onSearch, className, ...divProps }] = splitBase(props);
  const id = useId();
  const [input, setInput] = useInputRef(base.inputRef);
  return (
    <div data-slot="search-field" className={cn("grid gap-1.5", className)} {...divProps}>
      <Frame
        base={base}
        id={id}
        input={{ ...base.inputProps, ref: setInput, value, onChange: (event) => onSearch(event.target.value) }}
        onClear={() => {
          onSearch("");
          input.current?.focus();
        }}
      />
    </div>
  );
}
