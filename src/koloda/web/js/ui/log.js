// The log of what happened: each event's text in the current language, newest at the bottom.

import { h } from "../dom.js";
import { tx } from "../i18n.js";

const KEEP = 300;

export class EventLog {
  constructor(root) {
    this.root = root;
    this.events = [];
  }

  /** Add events from a state message (those without a text are for animation only). */
  add(events) {
    for (const event of events || []) if (event && event.text) this.events.push(event);
    if (this.events.length > KEEP) this.events.splice(0, this.events.length - KEEP);
    this.render();
  }

  render() {
    const list = h("ol", { class: "log-list", "data-testid": "log" },
      this.events.map((event) => h("li", { text: tx(event.text) })));
    this.root.replaceChildren(list);
    list.scrollTop = list.scrollHeight;
  }
}
