/**
 * Small modal dialogs on <dialog>: confirm and prompt. Focus moves into
 * the dialog and back; Escape cancels. All text is set as text.
 */

interface DialogParts {
  dialog: HTMLDialogElement;
  form: HTMLFormElement;
  ok: HTMLButtonElement;
  cancel: HTMLButtonElement;
}

function build(title: string, text: string, okLabel: string, danger: boolean): DialogParts {
  const dialog = document.createElement("dialog");
  dialog.className = "dialog";
  const form = document.createElement("form");
  form.method = "dialog";
  const h = document.createElement("h2");
  h.id = `dialog-title-${Math.random().toString(36).slice(2)}`;
  h.textContent = title;
  dialog.setAttribute("aria-labelledby", h.id);
  form.append(h);
  if (text) {
    const p = document.createElement("p");
    p.className = "dialog-text";
    p.textContent = text;
    form.append(p);
  }
  const actions = document.createElement("div");
  actions.className = "dialog-actions";
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.textContent = "Cancel";
  const ok = document.createElement("button");
  ok.type = "submit";
  ok.className = danger ? "danger" : "primary";
  ok.textContent = okLabel;
  actions.append(cancel, ok);
  form.append(actions);
  dialog.append(form);
  cancel.addEventListener("click", () => dialog.close());
  return { dialog, form, ok, cancel };
}

function show<T>(parts: DialogParts, result: () => T, focus: HTMLElement): Promise<T | null> {
  const previous = document.activeElement as HTMLElement | null;
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: T | null) => {
      if (done) return;
      done = true;
      if (parts.dialog.open) parts.dialog.close();
      parts.dialog.remove();
      previous?.focus?.();
      resolve(value);
    };
    // An accepted dialog finishes in the submit itself, not at its close
    // event, which comes a task later: until then the focus is back where
    // it was, and a key typed at once (Enter on the New file button) went
    // there instead of to what the dialog opens.
    parts.form.addEventListener("submit", (e) => {
      if (e.defaultPrevented) return; // refused by the prompt's check
      e.preventDefault();
      finish(result());
    });
    // Cancel, Escape.
    parts.dialog.addEventListener("close", () => finish(null));
    document.body.append(parts.dialog);
    parts.dialog.showModal();
    focus.focus();
  });
}

/** Asks a yes/no question; resolves true when confirmed. */
export async function confirmDialog(title: string, text: string, okLabel = "OK", danger = false): Promise<boolean> {
  const parts = build(title, text, okLabel, danger);
  return (await show(parts, () => true, danger ? parts.cancel : parts.ok)) === true;
}

/**
 * Asks for one line of text. `validate` returns an error message for an
 * unacceptable value. Resolves with the value, or null when cancelled.
 */
export async function promptDialog(
  title: string,
  label: string,
  initial = "",
  okLabel = "OK",
  validate: (value: string) => string | null = () => null,
): Promise<string | null> {
  const parts = build(title, "", okLabel, false);
  const field = document.createElement("div");
  field.className = "var-field";
  const input = document.createElement("input");
  input.id = `prompt-${Math.random().toString(36).slice(2)}`;
  input.value = initial;
  input.autocomplete = "off";
  input.spellcheck = false;
  const lab = document.createElement("label");
  lab.htmlFor = input.id;
  lab.textContent = label;
  const error = document.createElement("p");
  error.className = "field-error";
  error.setAttribute("role", "alert");
  field.append(lab, input, error);
  parts.form.insertBefore(field, parts.form.querySelector(".dialog-actions"));
  parts.form.addEventListener("submit", (e) => {
    const msg = validate(input.value);
    if (msg) {
      e.preventDefault();
      error.textContent = msg;
      input.setAttribute("aria-invalid", "true");
      input.focus();
    }
  });
  const dot = initial.lastIndexOf(".");
  const res = show(parts, () => input.value, input);
  input.setSelectionRange(0, dot > 0 ? dot : initial.length);
  return res;
}
