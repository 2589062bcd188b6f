import { useRef, useState, type ChangeEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { fileClassOf, formatBytes, MAX_ATTACHMENT_BYTES, type FileClass } from "~/lib/schemas/account";
import { useTranslation } from "~/lib/use-translation";

/** SPEC's attachment item: a time-ordered id, the file, its name, url (null), class and size as text. */
interface Attachment {
  id: string;
  file: File;
  name: string;
  url: string | null;
  type: FileClass;
  size: string;
}

let counter = 0;
const nextId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * The generic upload area. Without JavaScript it is the browser's own
 * multiple-file input (the server skips files over 10 MB and says so). With
 * JavaScript each choice is added to a list showing the file's class and
 * size, files over 10 MB are refused at once with a message, and files can
 * be removed one by one; the input's files are kept in step with the list.
 */
export function AttachmentPicker({ name, label, hint, max }: { name: string; label: string; hint: string; max: number }) {
  const { t } = useTranslation(["account"]);
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Attachment[]>([]);
  const [messages, setMessages] = useState<string[]>([]);

  const sync = (next: Attachment[]) => {
    const input = inputRef.current;
    if (input && typeof DataTransfer !== "undefined") {
      const transfer = new DataTransfer();
      for (const item of next) transfer.items.add(item.file);
      input.files = transfer.files;
    }
    setItems(next);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    if (chosen.length === 0) {
      setMessages([t("support.noFile")]);
      sync(items);
      return;
    }
    const next = [...items];
    const problems: string[] = [];
    for (const file of chosen) {
      if (file.size > MAX_ATTACHMENT_BYTES) problems.push(t("support.fileTooLarge", { name: file.name }));
      else if (next.length >= max) problems.push(t("support.tooManyFiles", { name: file.name }));
      else next.push({ id: nextId(), file, name: file.name, url: null, type: fileClassOf(file.type, file.name), size: formatBytes(file.size) });
    }
    setMessages(problems);
    sync(next);
  };

  const remove = (id: string) => {
    setMessages([]);
    sync(items.filter((item) => item.id !== id));
  };

  return (
    <div className="field upload-area">
      <label htmlFor={`upload-${name}`}>{label}</label>
      <input ref={inputRef} id={`upload-${name}`} type="file" name={name} multiple onChange={hydrated ? onChange : undefined} aria-describedby={`upload-${name}-hint`} />
      <p id={`upload-${name}-hint`} className="field-hint">
        {hint}
      </p>
      <div role="status" aria-live="polite">
        {messages.map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
      </div>
      {hydrated && items.length > 0 ? (
        <ul className="upload-list" aria-label={t("support.chosen")}>
          {items.map((item) => (
            <li key={item.id} className="upload-item" data-file-class={item.type}>
              <span className={`file-class file-class-${item.type}`}>{t(`support.classes.${item.type}`)}</span>
              <span className="upload-name" dir="auto">
                {item.name}
              </span>
              <span className="upload-size" dir="ltr">
                {item.size}
              </span>
              <button type="button" className="button secondary upload-remove" onClick={() => remove(item.id)} aria-label={t("support.remove", { name: item.name })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
