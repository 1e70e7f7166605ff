// The not-found page (notfound.html): the server answers an unknown address opened in a
// browser with it (a 404, app.py), in the person's language, with the way back to the lobby
// and, when there is a page to go back to, back.

import { $ } from "./dom.js";
import { applyStatic, onLangChange } from "./i18n.js";
import { pageHeader } from "./ui/header.js";

/** The longest address shown: a long one is cut (it is only a reminder of what was asked). */
const PATH_MAX = 80;

pageHeader($("#top"));
applyStatic();
onLangChange(() => applyStatic());

let path = location.pathname;
try {
  path = decodeURIComponent(path);
} catch {
  // not valid percent-encoding: shown as it came
}
$("#path").textContent = path.length > PATH_MAX ? `${path.slice(0, PATH_MAX)}…` : path;

const back = $("#back");
if (history.length > 1) {
  back.hidden = false;
  back.addEventListener("click", () => history.back());
}
