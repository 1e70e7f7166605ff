// Drawing the Card Ball table on a canvas: the table from above on its long side (the head
// rail and its kitchen on the left), the balls (never smaller than their numbers need, pushed
// apart where drawn larger than life), a gold ring on the balls I hold a card for, and while
// aiming the cue stick and the guide line. Nothing here keeps state: the caller says what to draw.

const COLOURS = ["#f7f5ec", "#f2c200", "#1f4fd1", "#d62a2a", "#6a2c91", "#f07a12", "#1d8a3a",
  "#8a1f1f", "#111111", "#f2c200", "#1f4fd1", "#d62a2a", "#6a2c91", "#f07a12", "#1d8a3a", "#8a1f1f"];
const RANKS = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
const RAIL = 0.075; // the wood drawn around the bed, in table metres
const POCKET = 0.056; // a pocket's drawn radius, metres
const MIN_BALL = 8.5; // CSS pixels: a ball is never drawn smaller, so its number reads (11 px)
const MIN_FONT = 11; // CSS pixels

/** The balls my cards stand for (ace 1 … king 13). */
function myBalls(v) {
  const out = new Set();
  for (const code of v.hand || []) {
    const r = String(code)[0];
    out.add(RANKS[r] ?? Number(r));
  }
  return out;
}

/** Where the cue ball stands: where I placed it (in hand), else on the table. */
export function cueBall(v, cue) {
  return cue.place || (v.balls || {})["0"] || null;
}

/** The drawing's measures: metres to canvas pixels, the head rail on the left. */
function geometry(canvas, table) {
  const k = canvas.width / (table.length + 2 * RAIL); // canvas pixels a metre
  const css = canvas.getBoundingClientRect?.().width || canvas.width;
  const dpr = canvas.width / css; // canvas pixels a CSS pixel
  return {
    k, dpr,
    at: (x, y) => [(RAIL + y) * k, (RAIL + x) * k],
    ball: Math.max(table.radius * k, MIN_BALL * dpr),
  };
}

/** A pointer's place on the canvas, in table metres. */
export function toTable(table, canvas, e) {
  const box = canvas.getBoundingClientRect();
  const y = ((e.clientX - box.left) / box.width) * (table.length + 2 * RAIL) - RAIL;
  const x = ((e.clientY - box.top) / box.height) * (table.width + 2 * RAIL) - RAIL;
  return [x, y];
}

/** Where each ball is drawn: at its place, pushed apart where balls drawn larger than life
 * would overlap (a narrow screen), so every number shows. */
function spread(g, balls, table) {
  const out = Object.entries(balls).map(([n, [x, y]]) => {
    const [px, py] = g.at(x, y);
    return { n, px, py };
  });
  const need = 2 * g.ball * 0.98;
  if (g.ball <= table.radius * g.k * 1.02) return out;
  const [lo, hi] = [g.at(0, 0), g.at(table.width, table.length)];
  for (let pass = 0; pass < 12; pass++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i], b = out[j];
        let dx = b.px - a.px, dy = b.py - a.py;
        let d = Math.hypot(dx, dy);
        if (d >= need) continue;
        if (d < 1e-6) { dx = 1; dy = 0; d = 1; }
        const push = (need - d) / 2;
        a.px -= (dx / d) * push; a.py -= (dy / d) * push;
        b.px += (dx / d) * push; b.py += (dy / d) * push;
        moved = true;
      }
    }
    for (const b of out) {
      b.px = Math.min(hi[0] - g.ball, Math.max(lo[0] + g.ball, b.px));
      b.py = Math.min(hi[1] - g.ball, Math.max(lo[1] + g.ball, b.py));
    }
    if (!moved) break;
  }
  return out;
}

/** Draw the table with `balls` ({number: [x, y]} in metres) on `canvas`; `cue` (the cue as set,
 * or null when not aiming) adds the cue stick and the guide line, and shades the kitchen while
 * the cue ball is in hand. */
export function draw(canvas, v, balls, cue) {
  const c = canvas.getContext?.("2d");
  if (!c) return;
  const table = v.table;
  const g = geometry(canvas, table);
  const W = canvas.width, H = canvas.height;
  c.clearRect(0, 0, W, H);
  // The wood, the cushions and the cloth.
  const rail = RAIL * g.k;
  roundRect(c, 0, 0, W, H, rail * 0.6);
  c.fillStyle = "#6b3e1f"; c.fill();
  c.fillStyle = "#0e5a2f";
  c.fillRect(rail * 0.55, rail * 0.55, W - rail * 1.1, H - rail * 1.1);
  const cloth = c.createRadialGradient(W / 2, H / 2, H * 0.1, W / 2, H / 2, W * 0.6);
  cloth.addColorStop(0, "#17864a"); cloth.addColorStop(1, "#0f6a38");
  c.fillStyle = cloth;
  c.fillRect(rail, rail, table.length * g.k, table.width * g.k);
  // Diamonds on the rails.
  c.fillStyle = "rgba(255,240,210,0.8)";
  for (let i = 1; i < 8; i++) {
    if (i === 4) continue;
    const px = rail + (table.length * g.k * i) / 8;
    dot(c, px, rail * 0.3, Math.max(1.5, rail * 0.08));
    dot(c, px, H - rail * 0.3, Math.max(1.5, rail * 0.08));
  }
  for (let i = 1; i < 4; i++) {
    const py = rail + (table.width * g.k * i) / 4;
    dot(c, rail * 0.3, py, Math.max(1.5, rail * 0.08));
    dot(c, W - rail * 0.3, py, Math.max(1.5, rail * 0.08));
  }
  // The kitchen: behind the head string (shaded while the cue ball is in hand), and the foot spot.
  const [hx] = g.at(0, table.head_string);
  if (cue && cue.place) {
    c.fillStyle = "rgba(255,255,255,0.10)";
    c.fillRect(rail, rail, hx - rail, table.width * g.k);
  }
  c.strokeStyle = "rgba(255,255,255,0.4)";
  c.lineWidth = Math.max(1, g.dpr);
  c.setLineDash([4 * g.dpr, 4 * g.dpr]);
  c.beginPath(); c.moveTo(hx, rail); c.lineTo(hx, H - rail); c.stroke();
  c.setLineDash([]);
  const [fx, fy] = g.at(...table.foot_spot);
  c.fillStyle = "rgba(255,255,255,0.6)";
  dot(c, fx, fy, 2 * g.dpr);
  // The pockets.
  for (const [px, py] of Object.values(table.pockets)) {
    const [cx, cy] = g.at(px, py);
    c.fillStyle = "#050505";
    dot(c, cx, cy, POCKET * g.k);
  }
  if (cue) guide(c, g, v, balls, cue);
  const wanted = myBalls(v);
  const placed = spread(g, balls, table);
  for (const b of placed) ball(c, g, b, wanted.has(Number(b.n)));
}


function roundRect(c, x, y, w, h, r) {
  c.beginPath();
  c.moveTo(x + r, y);
  c.arcTo(x + w, y, x + w, y + h, r); c.arcTo(x + w, y + h, x, y + h, r);
  c.arcTo(x, y + h, x, y, r); c.arcTo(x, y, x + w, y, r);
  c.closePath();
}

function dot(c, x, y, r) {
  c.beginPath(); c.arc(x, y, r, 0, 2 * Math.PI); c.fill();
}

/** One ball: its colour (a band for 9 to 15), a white disc with its number, a gold ring when
 * I hold a card for it. */
function ball(c, g, b, ringed) {
  const { px, py } = b;
  if (!Number.isFinite(px) || !Number.isFinite(py)) return;
  const R = g.ball;
  const num = Number(b.n);
  c.fillStyle = "rgba(0,0,0,0.35)";
  dot(c, px + R * 0.15, py + R * 0.2, R);
  c.save();
  c.beginPath(); c.arc(px, py, R, 0, 2 * Math.PI); c.clip();
  c.fillStyle = num > 8 ? COLOURS[0] : COLOURS[num] || "#999";
  c.fillRect(px - R, py - R, 2 * R, 2 * R);
  if (num > 8) {
    c.fillStyle = COLOURS[num];
    c.fillRect(px - R, py - R * 0.62, 2 * R, R * 1.24);
  }
  const shine = c.createRadialGradient(px - R * 0.4, py - R * 0.45, R * 0.1, px, py, R * 1.1);
  shine.addColorStop(0, "rgba(255,255,255,0.45)");
  shine.addColorStop(0.5, "rgba(255,255,255,0)");
  shine.addColorStop(1, "rgba(0,0,0,0.3)");
  c.fillStyle = shine;
  c.fillRect(px - R, py - R, 2 * R, 2 * R);
  c.restore();
  if (num > 0) {
    c.fillStyle = "#fffdf5";
    dot(c, px, py, R * 0.64);
    const size = Math.max(MIN_FONT * g.dpr, R * 0.92);
    c.font = `700 ${size}px system-ui, sans-serif`;
    c.textAlign = "center"; c.textBaseline = "middle";
    c.fillStyle = "#111";
    const text = String(num);
    const room = R * 1.3;
    const width = c.measureText(text).width;
    c.save();
    c.translate(px, py + size * 0.04);
    if (width > room) c.scale(room / width, 1);
    c.fillText(text, 0, 0);
    c.restore();
  }
  if (ringed) {
    // inside the ball's edge, so that touching balls keep apart
    const lw = Math.max(2 * g.dpr, R * 0.2);
    c.lineWidth = lw;
    c.strokeStyle = "#ffcf3f";
    c.beginPath(); c.arc(px, py, R - lw / 2, 0, 2 * Math.PI); c.stroke();
    // a dark edge inside it, so that it shows on a yellow ball too
    c.lineWidth = Math.max(1, g.dpr);
    c.strokeStyle = "rgba(40,24,0,0.85)";
    c.beginPath(); c.arc(px, py, R - lw, 0, 2 * Math.PI); c.stroke();
  }
}

/** The cue behind the cue ball, the aim line to the first ball in its path (its ghost ball) or
 * to a cushion, and where that ball would go. */
function guide(c, g, v, balls, cue) {
  const from = cueBall(v, cue);
  if (!from) return;
  const t = v.table;
  const dx = Math.cos((cue.aim * Math.PI) / 180);
  const dy = Math.sin((cue.aim * Math.PI) / 180);
  const r = t.radius;
  let reach = 3, target = null;
  for (const [n, [x, y]] of Object.entries(balls)) {
    if (n === "0") continue;
    // Where the moving cue ball first touches this ball, if its path comes within 2r.
    const ox = x - from[0], oy = y - from[1];
    const along = ox * dx + oy * dy;
    const off2 = ox * ox + oy * oy - along * along;
    if (along > 0 && off2 < 4 * r * r) {
      const d = along - Math.sqrt(4 * r * r - off2);
      if (d < reach) { reach = d; target = [x, y]; }
    }
  }
  for (const [lim, d] of [[(t.width - r - from[0]) / dx, dx], [(r - from[0]) / dx, -dx],
    [(t.length - r - from[1]) / dy, dy], [(r - from[1]) / dy, -dy]]) {
    if (d > 1e-9 && lim > 0 && lim < reach) { reach = lim; target = null; }
  }
  const [ax, ay] = g.at(...from);
  const ghost = [from[0] + dx * reach, from[1] + dy * reach];
  const [bx, by] = g.at(...ghost);
  // The cue stick, drawn back further the harder the shot.
  const [sx, sy] = [-dy, -dx]; // the aim's direction on the screen, reversed (y → x, x → y)
  const back = g.ball * 1.4 + (cue.speed / 10) * 0.25 * g.k;
  const long = 1.1 * g.k;
  c.lineCap = "round";
  c.strokeStyle = "#d9b27a";
  c.lineWidth = Math.max(3 * g.dpr, g.ball * 0.45);
  c.beginPath();
  c.moveTo(ax + sx * back, ay + sy * back);
  c.lineTo(ax + sx * (back + long), ay + sy * (back + long));
  c.stroke();
  c.lineCap = "butt";
  c.strokeStyle = "rgba(255,255,255,0.85)";
  c.lineWidth = Math.max(1.5, g.dpr * 1.5);
  c.beginPath(); c.moveTo(ax, ay); c.lineTo(bx, by); c.stroke();
  c.beginPath(); c.arc(bx, by, g.ball, 0, 2 * Math.PI); c.stroke();
  if (target) {
    // The object ball leaves along the line from the ghost ball through its centre.
    const [ox, oy] = [target[0] - ghost[0], target[1] - ghost[1]];
    const len = Math.hypot(ox, oy) || 1;
    const [tx0, ty0] = g.at(...target);
    const [tx1, ty1] = g.at(target[0] + (ox / len) * 0.35, target[1] + (oy / len) * 0.35);
    c.strokeStyle = "rgba(255,230,140,0.9)";
    c.setLineDash([5 * g.dpr, 4 * g.dpr]);
    c.beginPath(); c.moveTo(tx0, ty0); c.lineTo(tx1, ty1); c.stroke();
    c.setLineDash([]);
  }
}
