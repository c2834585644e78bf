import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "../../design/primitives/Button.tsx";

/** What the browser's BarcodeDetector offers (Chrome on Android and macOS, Edge, Safari 17+): not in every browser. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Whether this browser can read a code through its camera: a BarcodeDetector and a camera to ask for. */
const cameraScanOffered = (): boolean => detectorClass() !== undefined && typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);

/** What the browser offers does not change while the page is open. */
const unchanging = () => () => undefined;

/** How often a frame of the camera is read. */
const READ_EVERY_MS = 250;

function cameraRefusal(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "The camera was not allowed. Type or scan the code into the field instead.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "No camera was found. Type or scan the code into the field instead.";
  return `The camera could not be opened${error instanceof Error && error.message ? `: ${error.message}` : ""}. Type or scan the code into the field instead.`;
}

/**
 * The phone's camera as a scanner, where the browser offers BarcodeDetector (elsewhere nothing
 * shows: the field and a USB scanner do the job). "Scan with camera" opens the back camera and
 * reads a frame four times a second until a code holds an order number (`codeIn`), which `onCode`
 * gets; a code that holds none says so and it reads on. "Stop camera", or leaving, turns it off.
 */
export function CameraScan({ codeIn, notACode, onCode }: { codeIn: (text: string) => string | undefined; notACode: string; onCode: (code: string) => void }) {
  // Known in the browser alone: the server's render and hydration have no button.
  const offered = useSyncExternalStore(unchanging, cameraScanOffered, () => false);
  const [open, setOpen] = useState(false);
  if (!offered) return null;
  return open ? (
    <CameraPanel
      codeIn={codeIn}
      notACode={notACode}
      onCode={(code) => {
        setOpen(false);
        onCode(code);
      }}
      onStop={() => setOpen(false)}
    />
  ) : (
    <Button type="button" variant="outline" onClick={() => setOpen(true)}>
      Scan with camera
    </Button>
  );
}

function CameraPanel({ codeIn, notACode, onCode, onStop }: { codeIn: (text: string) => string | undefined; notACode: string; onCode: (code: string) => void; onStop: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [message, setMessage] = useState<string>();
  const [watching, setWatching] = useState(false);
  // The latest callbacks, so a new render of the form does not turn the camera off and on.
  const latest = useRef({ codeIn, notACode, onCode });
  useEffect(() => {
    latest.current = { codeIn, notACode, onCode };
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const Detector = detectorClass();
    const start = async () => {
      if (!Detector) return;
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      setWatching(true);
      let detector: BarcodeDetectorLike;
      try {
        detector = new Detector({ formats: ["qr_code", "code_128"] });
      } catch {
        // A browser that names its formats otherwise: every format it reads.
        detector = new Detector();
      }
      let reading = false;
      timer = setInterval(() => {
        const frame = video.current;
        if (reading || !frame || frame.readyState < 2) return;
        reading = true;
        detector
          .detect(frame)
          .then((codes) => {
            if (stopped || codes.length === 0) return;
            const { codeIn: read, notACode: refusal, onCode: found } = latest.current;
            const code = codes.map((one) => read(one.rawValue)).find((one) => one !== undefined);
            if (code) found(code);
            else setMessage(refusal);
          })
          .catch(() => undefined)
          .finally(() => {
            reading = false;
          });
      }, READ_EVERY_MS);
    };
    start().catch((error: unknown) => {
      if (!stopped) setMessage(cameraRefusal(error));
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <section aria-label="Camera scan" className="grid max-w-sm gap-2 rounded-lg border p-3">
      <video ref={video} aria-label="Camera preview" muted playsInline className="aspect-[4/3] w-full rounded-md bg-muted object-cover" />
      <p className="text-sm text-muted-foreground" role="status">
        {watching ? "Point the camera at the order's barcode or QR code." : "Opening the camera…"}
      </p>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      <Button type="button" variant="secondary" onClick={onStop} className="justify-self-start">
        Stop camera
      </Button>
    </section>
  );
}
