import { useRef, useState, type ChangeEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { fileClassOf, formatBytes, MAX_ATTACHMENT_BYTES, type FileClass } from "~/lib/schemas/account";
import { useTranslation } from "~/lib/use-translation";
import { shortName } from "~/lib/text-length";
import { nextUploadId, setInputFiles, UploadList } from "~/components/ui/upload-list";

/** An attachment item: a time-ordered id, the file, its name, url (null), class and size as text. */
interface Attachment {
  id: string;
  file: File;
  name: string;
  url: string | null;
  type: FileClass;
  size: string;
}

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
    setInputFiles(
      inputRef.current,
      next.map((item) => item.file),
    );
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
      if (file.size > MAX_ATTACHMENT_BYTES) problems.push(t("support.fileTooLarge", { name: shortName(file.name) }));
      else if (next.length >= max) problems.push(t("support.tooManyFiles", { name: shortName(file.name) }));
      else next.push({ id: nextUploadId(), file, name: file.name, url: null, type: fileClassOf(file.type, file.name), size: formatBytes(file.size) });
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
      <input
        ref={inputRef}
        id={`upload-${name}`}
        type="file"
        name={name}
        multiple
        onChange={hydrated ? onChange : undefined}
        aria-describedby={`upload-${name}-hint`}
      />
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
        <UploadList
          items={items}
          label={t("support.chosen")}
          itemProps={(item) => ({ "data-file-class": item.type })}
          lead={(item) => <span className={`file-class file-class-${item.type}`}>{t(`support.classes.${item.type}`)}</span>}
          removeLabel={(item) => t("support.remove", { name: item.name })}
          onRemove={remove}
        />
      ) : null}
    </div>
  );
}
