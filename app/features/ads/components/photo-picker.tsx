import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatBytes } from "~/lib/schemas/account";
import { LARGE_PHOTO_SIDE, MAX_AD_PHOTO_BYTES, MAX_AD_PHOTOS, PHOTO_TYPES, SMALL_PHOTO_WIDTH } from "~/lib/schemas/ad";
import { useTranslation } from "~/lib/use-translation";
import { shortName } from "~/lib/text-length";
import { nextUploadId, setInputFiles, UploadList } from "~/components/ui/upload-list";

interface Item {
  id: string;
  name: string;
  /** What is sent: the photo shrunk to at most 1600 px (or the original when that is smaller). */
  file: File;
  /** A small copy for the preview (the server makes the card variant from the photo itself). */
  small: File;
  size: string;
  preview: string;
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => {
        if (blob && blob.type === "image/webp") resolve(blob);
        else canvas.toBlob(resolve, "image/jpeg", quality); // browsers without WebP encoding
      },
      "image/webp",
      quality,
    );
  });
}

async function scaled(bitmap: ImageBitmap, maxWidth: number, maxHeight: number, quality: number): Promise<Blob | null> {
  const ratio = Math.min(1, maxWidth / bitmap.width, maxHeight / bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * ratio));
  canvas.height = Math.max(1, Math.round(bitmap.height * ratio));
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvasBlob(canvas, quality);
}

const baseName = (name: string) => name.replace(/\.[^.]+$/, "") || "photo";
const asFile = (blob: Blob, name: string, suffix: string) =>
  new File([blob], `${baseName(name)}${suffix}.${blob.type === "image/webp" ? "webp" : "jpg"}`, { type: blob.type });

/**
 * Shrinks a photo in the browser before it is sent (a cheap phone on mobile
 * data should not send 5 MB): at most 1600 px on its longest side, and a
 * copy at most 480 px wide for the preview (never sent: the server makes the
 * card variant from the photo). Anything the browser cannot decode is not an
 * image.
 */
async function prepare(file: File): Promise<{ file: File; small: File } | "notImage"> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return "notImage";
  }
  try {
    const large = await scaled(bitmap, LARGE_PHOTO_SIDE, LARGE_PHOTO_SIDE, 0.8);
    const small = await scaled(bitmap, SMALL_PHOTO_WIDTH, SMALL_PHOTO_WIDTH * 4, 0.72);
    if (!large || !small) return "notImage";
    const keepOriginal =
      file.size <= large.size && (PHOTO_TYPES as readonly string[]).includes(file.type) && Math.max(bitmap.width, bitmap.height) <= LARGE_PHOTO_SIDE;
    return { file: keepOriginal ? file : asFile(large, file.name, ""), small: asFile(small, file.name, "-small") };
  } finally {
    bitmap.close();
  }
}

interface Props {
  /** How many current photos the ad keeps (editing). */
  kept: number;
  /** The server refused the last submission: files must be chosen again. */
  chooseAgain: boolean;
  /** How many photos a no-JavaScript "update choices" could not keep. */
  dropped?: number;
  errors?: string[];
  onChange: () => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The ad's photos. Without JavaScript: the browser's multiple-file input
 * (the server checks each file). With JavaScript: each chosen file is checked
 * at once (5 MB, image content), shrunk, and listed with its size; files can
 * be removed one by one. The two file inputs (photos and card variants) are
 * kept in step with the list, so the form sends exactly what is listed.
 */
export function PhotoPicker({ kept, chooseAgain, dropped = 0, errors, onChange, onBusyChange }: Props) {
  const { t } = useTranslation(["editor"]);
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const itemsRef = useRef<Item[]>([]);
  itemsRef.current = items;
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const sync = (next: Item[]) => {
    setInputFiles(
      inputRef.current,
      next.map((item) => item.file),
    );
    setItems(next);
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    if (chosen.length === 0) {
      // The picker closed with nothing chosen: the input holds the list again.
      sync(items);
      return;
    }
    // The input now holds only the new choice: it holds the list and the new files as chosen while
    // they are made ready, so a sheet rendered again meanwhile (overlay.tsx) carries them all over.
    setInputFiles(inputRef.current, [...items.map((item) => item.file), ...chosen]);
    setBusy(true);
    onBusyChange(true);
    const problems: string[] = [];
    const next = [...items];
    for (const file of chosen) {
      if (file.size > MAX_AD_PHOTO_BYTES) {
        problems.push(t("errors.namedFile", { name: shortName(file.name), message: t("errors.imageTooLarge") }));
        continue;
      }
      if (kept + next.length >= MAX_AD_PHOTOS) {
        problems.push(t("errors.namedFile", { name: shortName(file.name), message: t("errors.tooManyImages") }));
        continue;
      }
      const prepared = await prepare(file);
      if (prepared === "notImage") {
        problems.push(t("errors.namedFile", { name: shortName(file.name), message: t("errors.imageType") }));
        continue;
      }
      next.push({
        id: nextUploadId(),
        name: file.name,
        file: prepared.file,
        small: prepared.small,
        size: formatBytes(prepared.file.size),
        preview: URL.createObjectURL(prepared.small),
      });
    }
    setMessages(problems);
    sync(next);
    setBusy(false);
    onBusyChange(false);
    onChange();
  };

  const remove = (id: string) => {
    const gone = items.find((item) => item.id === id);
    if (gone) URL.revokeObjectURL(gone.preview);
    setMessages([]);
    sync(items.filter((item) => item.id !== id));
    onChange();
  };

  const hint = [t("photos.hint"), chooseAgain ? t("photos.chooseAgain") : null].filter(Boolean).join(" ");
  return (
    <div className="field upload-area photo-picker">
      <label htmlFor="ad-images">{t("photos.label")}</label>
      {dropped > 0 ? (
        <p className="notice notice-error photos-dropped" role="alert">
          {t("photos.droppedByUpdate", { count: dropped })}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id="ad-images"
        type="file"
        name="images"
        multiple
        accept={PHOTO_TYPES.join(",")}
        onChange={hydrated ? onFiles : undefined}
        aria-describedby="ad-images-hint"
        aria-invalid={errors?.length ? true : undefined}
      />
      <p id="ad-images-hint" className="field-hint">
        {hint}
      </p>
      <div role="alert" aria-live="assertive" className="field-errors">
        {[...(errors ?? []).map((error) => t(error, { defaultValue: error })), ...messages].map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
      </div>
      {busy ? (
        <p className="field-hint" role="status">
          {t("photos.preparing")}
        </p>
      ) : null}
      {hydrated && items.length > 0 ? (
        <UploadList
          items={items}
          label={t("photos.chosen")}
          className="photo-list"
          lead={(item) => <img src={item.preview} alt="" width="48" height="48" />}
          removeLabel={(item) => t("photos.remove", { name: item.name })}
          onRemove={remove}
        />
      ) : null}
    </div>
  );
}
