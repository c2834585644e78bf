import { ORDER_NUMBER_PATTERN, staffPaths } from "@shop/domain";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../design/primitives/Button.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { CameraScan } from "./CameraScan.tsx";

/** The order number inside what was typed or scanned (the number alone, or an address that holds it), in capitals. */
export function orderCodeIn(text: string): string | undefined {
  const found = /TLH-\d{8}-[0-9A-Z]{5}/.exec(text.trim().toUpperCase())?.[0];
  return found && ORDER_NUMBER_PATTERN.test(found) ? found : undefined;
}

export const NOT_AN_ORDER_CODE = "That is not an order code. Order codes look like TLH-20261203-7KX4M.";

/**
 * "Scan or type an order code": a USB scanner types the code from the customer's phone, email or
 * pick list and presses Enter, which opens the order. Anything else says what an order code looks like.
 * Where the browser reads codes through the camera (BarcodeDetector), "Scan with camera" does too.
 */
export function OrderCodeForm() {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = orderCodeIn(text);
    if (!code) {
      setError(NOT_AN_ORDER_CODE);
      return;
    }
    setError(undefined);
    setText("");
    void navigate(staffPaths.order(code));
  };
  return (
    <form aria-label="Open an order by its code" onSubmit={onSubmit} noValidate className="grid gap-1.5">
      <Label htmlFor={`${id}-code`}>Scan or type an order code</Label>
      <div className="flex max-w-sm gap-2">
        <Input
          id={`${id}-code`}
          className="min-w-0 flex-1 font-mono"
          autoComplete="off"
          spellCheck={false}
          placeholder="TLH-20261203-7KX4M"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary">
          Open
        </Button>
      </div>
      <CameraScan codeIn={orderCodeIn} notACode={NOT_AN_ORDER_CODE} onCode={(code) => void navigate(staffPaths.order(code))} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
