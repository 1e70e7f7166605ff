// The ten recovery codes, shown once (after sign-up, or when new ones are made): copy them,
// download them, and say they are saved before going on.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { toast } from "../ui/toast.js";

/** The panel for `codes` of `handle`; `done()` runs after "I have saved them". */
export function codesPanel(handle, codes, done) {
  const text = `${t("account.codesFileTitle", { handle })}\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t("account.codesCopied"));
    } catch {
      toast(t("account.codesNotCopied"), "error");
    }
  };
  const file = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const saved = h("input", { type: "checkbox", "data-testid": "codes-saved" });
  const go = h("button", {
    type: "button", class: "primary", disabled: true, "data-testid": "codes-done", text: t("account.codesContinue"),
    onclick: () => { URL.revokeObjectURL(file); done(); },
  });
  saved.addEventListener("change", () => { go.disabled = !saved.checked; });
  return h("section", { class: "card-panel account-box codes", "data-testid": "codes" },
    h("h1", { text: t("account.codesTitle") }),
    h("p", { class: "lead", text: t("account.codesWhy") }),
    h("p", { class: "codes-once", text: t("account.codesOnce") }),
    h("ol", { class: "code-list", "data-testid": "code-list" }, codes.map((code) => h("li", {}, h("code", { text: code })))),
    h("div", { class: "row" },
      h("button", { type: "button", "data-testid": "codes-copy", text: t("account.codesCopy"), onclick: copy }),
      h("a", { class: "button", href: file, download: `koloda-${handle}-recovery-codes.txt`, "data-testid": "codes-download", text: t("account.codesDownload") })),
    h("label", { class: "field check" }, saved, h("span", { text: t("account.codesSaved") })),
    h("div", { class: "row" }, go));
}
